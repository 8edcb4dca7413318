import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrySize {
  files: { file: string; gzipBytes: number }[];
  totalKb: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The route module a shopper's `/` renders (the signed-in guest is a subscriber). */
export const HOME_ROUTE_MODULE = 'src/features/catalogue/pages/home-page.tsx';

/**
 * Gzip size of the JavaScript a shopper downloads to open `/`: the entry, every module it imports
 * statically, and the home page's route module with its static imports, read from Vite's manifest.
 * Chunks loaded only on use (dialogs, toasts, Book Now, other routes) are not counted.
 * Undefined when the web app is not built.
 */
export async function entryScriptSize(webDist: string): Promise<EntrySize | undefined> {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  visit(HOME_ROUTE_MODULE);
  const sized = await Promise.all(
    [...files].map(async (file) => ({ file, gzipBytes: gzipSync(await readFile(path.join(webDist, file))).length })),
  );
  return { files: sized, totalKb: sized.reduce((s, f) => s + f.gzipBytes, 0) / 1024 };
}
