import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressOnce, sendPrecompressed, type Packed } from '../lib/compression.js';
import { readRouteHints } from './route-hints.js';

export interface IndexPageOptions {
  webDist: string;
  /** The id of the first banner a new visitor sees on `/`, preloaded with high priority; looked up at most every 30 s. */
  heroBannerId?: () => Promise<string | undefined>;
}

interface Variant {
  html: string;
  etag: string;
  packed: Packed;
}

const HERO_LOOKUP_MS = 30_000;

/**
 * index.html for every client-side route: revalidated on each visit (no-cache and a weak ETag, the same
 * for every encoding), compressed once
 * per variant, with the route's own script, styles and (on `/`) the first banner picture hinted in the head.
 */
export function createIndexPage({ webDist, heroBannerId }: IndexPageOptions) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const hints = readRouteHints(webDist);
  const variants = new Map<string, Variant>();
  let hero: { id: string | undefined; until: number } = { id: undefined, until: 0 };

  const heroId = async () => {
    if (!heroBannerId) return undefined;
    if (Date.now() >= hero.until) {
      // One slow or failed lookup must not hold up the page: the hint is only a hint.
      const id = await heroBannerId().catch(() => hero.id);
      hero = { id, until: Date.now() + HERO_LOOKUP_MS };
    }
    return hero.id;
  };

  const variant = (head: string): Variant => {
    let v = variants.get(head);
    if (!v) {
      const html = head ? template.replace('</head>', `  ${head}\n  </head>`) : template;
      v = { html, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`, packed: compressOnce(html) };
      if (variants.size > 50) variants.clear();
      variants.set(head, v);
    }
    return v;
  };

  return async function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const pathname = (req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const tags: string[] = [];
    if (pathname === '/') {
      const id = await heroId();
      if (id) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="/media/banner/${encodeURIComponent(id)}">`);
    }
    const routeTags = hints.get(pathname);
    if (routeTags) tags.push(routeTags);
    const v = variant(tags.join('\n    '));
    reply.header('cache-control', 'no-cache').header('etag', v.etag).type('text/html; charset=utf-8');
    if (req.headers['if-none-match'] === v.etag) return reply.code(304).header('vary', 'accept-encoding').send();
    return sendPrecompressed(req, reply, v.html, v.packed);
  };
}
