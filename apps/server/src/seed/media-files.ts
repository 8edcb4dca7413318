import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { mediaKinds } from '../modules/media/route.js';

/** One drawn picture and where the media route looks for it: `<mediaDir>/<kind>/<id>.svg`. */
export interface MediaFile {
  kind: (typeof mediaKinds)[number];
  id: string | number;
  svg: string;
}

/** Writes the pictures, creating each kind's folder first. */
export async function writeMedia(mediaDir: string, files: MediaFile[]) {
  const kinds = [...new Set(files.map((f) => f.kind))];
  await Promise.all(kinds.map((kind) => mkdir(path.join(mediaDir, kind), { recursive: true })));
  await Promise.all(files.map((f) => writeFile(path.join(mediaDir, f.kind, `${f.id}.svg`), f.svg)));
}
