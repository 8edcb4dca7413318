import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { routeModules } from './first-pages.js';

/** Where the header's trail shows from a first visit on: the shop's pages after `/` (an airport is chosen). */
const withTrail = new Set(['/stores', '/store/categories', '/store/products', '/product/detail', '/cart']);
/** The lazy parts of the frame drawn with the page (docs/decisions/0057): the footer, and the header's trail. */
const frameModules = (route: string) => ['src/app/footer.tsx', ...(withTrail.has(route) ? ['src/app/header-trail.tsx'] : [])];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** The `<link>` tags that preload one route's module, its static imports and its styles, per path. */
export function readRouteHints(webDist: string): Map<string, string> {
  const hints = new Map<string, string>();
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return hints;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  // What the entry already loads is in index.html; only the rest is hinted.
  const inEntry = new Set<string>();
  const walk = (key: string, into: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file) || inEntry.has(chunk.file)) return;
    into.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach((k) => walk(k, into, css));
  };
  const entryCss = new Set<string>();
  walk('index.html', inEntry, entryCss);
  for (const [route, key] of Object.entries(routeModules)) {
    if (!manifest[key]) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const k of [key, ...frameModules(route)]) walk(k, scripts, styles);
    const tags = [
      ...[...styles].filter((c) => !entryCss.has(c)).map((c) => `<link rel="preload" as="style" crossorigin href="/${c}">`),
      ...[...scripts].map((s) => `<link rel="modulepreload" crossorigin href="/${s}">`),
    ];
    hints.set(route, tags.join('\n    '));
  }
  return hints;
}
