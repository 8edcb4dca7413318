import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of one gateway page (docs/decisions/0095), shown in the frame of the shop's
 * 3-D Secure window. The page runs as the gateway wrote it:
 * its inline scripts and event handlers by their hashes, its external scripts by their origins, its forms posting
 * to the issuer. It runs sandboxed without allow-same-origin, so its script has an opaque origin: it cannot read
 * the shop's storage or cookies, and the shop's windows refuse its messages (they accept the shop's origin only).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** An attribute's value as the browser reads it (the hash of an event handler is over the decoded text). */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : all;
    }
    return ENTITIES[e.toLowerCase()] ?? all;
  });
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ATTR = /([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g;

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return found;
}

/** The origin of `url` read against the page's address; null for what is not http(s). */
function originOf(url: string, pageUrl: string): string | null {
  try {
    const u = new URL(url, pageUrl);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

export interface PageSources {
  scriptHashes: string[];
  handlerHashes: string[];
  scriptOrigins: string[];
  formOrigins: string[];
  frameOrigins: string[];
}

/** What the page's markup runs and where it sends the browser. */
export function pageSources(html: string, pageUrl: string): PageSources {
  const s = { scripts: new Set<string>(), handlers: new Set<string>(), scriptOrigins: new Set<string>(), forms: new Set<string>(), frames: new Set<string>() };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const src = attributes(m[1]!).get('src');
    if (src === undefined) s.scripts.add(hash(m[2]!));
    else {
      const o = originOf(src, pageUrl);
      if (o) s.scriptOrigins.add(o);
    }
  }
  for (const m of html.matchAll(/<([a-z][a-z0-9-]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const tag = m[1]!.toLowerCase();
    const attrs = attributes(m[2]!);
    for (const [name, value] of attrs) if (/^on[a-z]+$/.test(name)) s.handlers.add(hash(value));
    if (tag === 'form') {
      const o = originOf(attrs.get('action') || pageUrl, pageUrl);
      if (o) s.forms.add(o);
    }
    if (tag === 'iframe' && attrs.has('src')) {
      const o = originOf(attrs.get('src')!, pageUrl);
      if (o) s.frames.add(o);
    }
  }
  return {
    scriptHashes: [...s.scripts],
    handlerHashes: [...s.handlers],
    scriptOrigins: [...s.scriptOrigins],
    formOrigins: [...s.forms],
    frameOrigins: [...s.frames],
  };
}

/**
 * The policy for a gateway page served at `pageUrl`. A real 3-D Secure 2 page may build its forms and frames by
 * script toward addresses its markup does not name, so posts and frames may also go to any https origin; the
 * sandbox keeps whatever runs there away from the shop.
 */
export function gatewayPagePolicy(html: string, pageUrl: string): string {
  const p = pageSources(html, pageUrl);
  const own = new URL(pageUrl).origin;
  const script = [...p.scriptHashes, ...p.handlerHashes, ...(p.handlerHashes.length ? ["'unsafe-hashes'"] : []), ...p.scriptOrigins];
  return [
    'sandbox allow-scripts allow-forms',
    "default-src 'none'",
    `script-src ${script.length ? script.join(' ') : "'none'"}`,
    `style-src 'unsafe-inline' ${own} https:`,
    `img-src ${own} https: data:`,
    `font-src ${own} https: data:`,
    'connect-src https:',
    `form-action ${[...p.formOrigins, 'https:'].join(' ')}`,
    `frame-src ${[...p.frameOrigins, 'https:'].join(' ')}`,
    "base-uri 'none'",
    // Only the shop's own 3-D Secure window frames it.
    `frame-ancestors 'self' ${own}`,
  ].join('; ');
}
