import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Banner } from '@shop/contracts/catalogue';
import { KEPT_VIEW_COOKIE, keptViewPaths } from '@shop/contracts/kept-view';
import { compressOnce, sendPrecompressed, type Packed } from '../lib/compression.js';
import { firstViewHtml, withFirstView } from './first-view.js';
import { readManifest, readRouteHints } from './route-hints.js';
import { SIGN_IN_VIEW } from './sign-in-view.js';

export interface IndexPageOptions {
  webDist: string;
  /** The first offer a new visitor sees on `/`, drawn into the page (docs/decisions/0059); looked up at most every 30 s. */
  heroBanner?: () => Promise<Banner | undefined>;
}

interface Variant {
  html: string;
  etag: string;
  packed: Packed;
}

const HERO_LOOKUP_MS = 30_000;
/** The pages whose first view is the same for every visitor, drawn in ahead of the app (docs/decisions/0199). */
const FIXED_VIEWS = new Map([['/login', SIGN_IN_VIEW]]);
const KEPT_FLAG = new RegExp(`(?:^|;\\s*)${KEPT_VIEW_COOKIE}=1(?:;|$)`);

/**
 * Whether the browser may hold a kept view of this page (docs/decisions/0061): a page whose state it holds,
 * and the app's flag cookie. Either way the page works; without a view, the starter would only cost a request.
 */
const mayHoldView = (req: FastifyRequest, pathname: string) => keptViewPaths.includes(pathname) && KEPT_FLAG.test(req.headers.cookie ?? '');

/**
 * index.html for every client-side route: revalidated on each visit (no-cache and a weak ETag, the same
 * for every encoding), compressed once per variant, with the route's own script and styles hinted in the
 * head; on `/`, the first offer drawn in (its picture hinted with high priority) and the app started once it
 * is on the screen (docs/decisions/0059); on `/login`, the sign-in card drawn in likewise (0199); on the pages
 * whose view the browser keeps, the app started once that view is on the screen (0061).
 */
export function createIndexPage({ webDist, heroBanner }: IndexPageOptions) {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const hints = readRouteHints(webDist, manifest);
  // The build's starter for a page with a first view (apps/web/src/start-app.js), as the manifest names it.
  const starter = manifest?.['src/start-app.js']?.file;
  const variants = new Map<string, Variant>();
  // The offer and its drawing, made once per lookup rather than once per visit.
  let hero: { banner: Banner | undefined; view: string; until: number } = { banner: undefined, view: '', until: 0 };

  const heroNow = async () => {
    if (!heroBanner) return hero;
    if (Date.now() >= hero.until) {
      // One slow or failed lookup must not hold up the page: the last one answered stands.
      const banner = await heroBanner().catch(() => hero.banner);
      hero = { banner, view: banner ? firstViewHtml(banner) : '', until: Date.now() + HERO_LOOKUP_MS };
    }
    return hero;
  };

  const variant = (head: string, view: string, starts: boolean): Variant => {
    const key = `${head}\n${view}\n${starts}`;
    let v = variants.get(key);
    if (!v) {
      let html = head ? template.replace('</head>', `  ${head}\n  </head>`) : template;
      if (starts) html = withFirstView(html, view, starter);
      v = { html, etag: `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`, packed: compressOnce(html) };
      if (variants.size > 50) variants.clear();
      variants.set(key, v);
    }
    return v;
  };

  return async function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    const pathname = (req.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/';
    const tags: string[] = [];
    const { banner, view } = pathname === '/' ? await heroNow() : { banner: undefined, view: FIXED_VIEWS.get(pathname) ?? '' };
    if (banner) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="/media/banner/${encodeURIComponent(String(banner.bannerid))}">`);
    const routeTags = hints.get(pathname);
    if (routeTags) tags.push(routeTags);
    // The starter holds the app back until the first view is painted: the one drawn here, or the one the
    // visitor's browser kept of a page whose state it holds (docs/decisions/0061).
    const v = variant(tags.join('\n    '), view, Boolean(view) || mayHoldView(req, pathname));
    reply.header('cache-control', 'no-cache').header('etag', v.etag).type('text/html; charset=utf-8');
    if (req.headers['if-none-match'] === v.etag) return reply.code(304).header('vary', 'accept-encoding').send();
    return sendPrecompressed(req, reply, v.html, v.packed);
  };
}
