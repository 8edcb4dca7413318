import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

export const mediaKinds = ['product', 'category', 'vendor', 'sticker', 'banner'] as const;
/** Pictures staff replace from /imageupload: revalidated on every view so a new one shows at once (decision 0082). */
const replaceable = new Set(['product', 'category', 'vendor']);
const types: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};
const formats = Object.keys(types);

/** Serves /media/<kind>/<id>: the picture stored under the media folder in whichever format it was saved. */
export function registerMediaRoute(app: FastifyInstance, mediaDir: string) {
  // The format each picture was last found in, tried first: a picture costs one look at the disk, not one for each
  // format before its own (the demo's are SVG, the last). A picture replaced in another format is looked for again.
  const foundAs = new Map<string, string>();
  app.get<{ Params: { kind: string; id: string } }>('/media/:kind/:id', async (req, reply) => {
    const { kind, id } = req.params;
    const bare = id.replace(/\.(png|jpe?g|webp|svg)$/i, '');
    if (!(mediaKinds as readonly string[]).includes(kind) || !/^[A-Za-z0-9_-]{1,80}$/.test(bare)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const key = `${kind}/${bare}`;
    const known = foundAs.get(key);
    for (const ext of known ? [known, ...formats.filter((f) => f !== known)] : formats) {
      const file = path.join(mediaDir, kind, bare + ext);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) continue;
      foundAs.set(key, ext);
      const etag = `"${info.size.toString(16)}-${info.mtimeMs.toString(16)}"`;
      reply
        .header('cache-control', replaceable.has(kind) ? 'public, no-cache' : 'public, max-age=3600, stale-while-revalidate=86400')
        .header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(types[ext]!).send(createReadStream(file));
    }
    foundAs.delete(key);
    return reply.code(404).header('cache-control', 'public, max-age=60').type('text/plain').send('Not found');
  });
}
