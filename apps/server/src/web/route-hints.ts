import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keptViewPaths } from '@shop/contracts/kept-view';
import { routeModules } from './first-pages.js';

/**
 * Where the header's trail shows from a first visit on: the shop's pages after `/` (an airport is chosen),
 * the same pages whose state the browser holds and whose view it keeps (docs/decisions/0061).
 */
const withTrail = new Set(keptViewPaths);
/** The lazy parts of the frame drawn with the page (docs/decisions/0057): the footer, and the header's trail. */
const frameModules = (route: string) => ['src/app/footer.tsx', ...(withTrail.has(route) ? ['src/app/header-trail.tsx'] : [])];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

/** The build's manifest: which file holds each entry, page and emitted asset. Undefined without a build. */
export const readManifest = (webDist: string) => readJson<Manifest>(path.join(webDist, '.vite', 'manifest.json'));

/** The `<link>` tags that preload one route's module, its static imports and its styles, per path. */
export function readRouteHints(webDist: string, manifest: Manifest | undefined): Map<string, string> {
  const hints = new Map<string, string>();
  if (!manifest) return hints;
  // A first-page module merged into its code's chunk has no manifest key of its own: the build's
  // page-chunks.json (apps/web/build-plugins/page-chunks.ts) says which file holds it.
  const files = readJson<Record<string, string>>(path.join(webDist, '.vite', 'page-chunks.json')) ?? {};
  const keyOfFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const keyOf = (module: string) => (manifest[module] ? module : keyOfFile.get(files[module] ?? ''));
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
  for (const [route, module] of Object.entries(routeModules)) {
    const key = keyOf(module);
    if (!key) continue;
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const k of [key, ...frameModules(route).map(keyOf)]) if (k) walk(k, scripts, styles);
    const tags = [
      ...[...styles].filter((c) => !entryCss.has(c)).map((c) => `<link rel="preload" as="style" crossorigin href="/${c}">`),
      ...[...scripts].map((s) => `<link rel="modulepreload" crossorigin href="/${s}">`),
    ];
    hints.set(route, tags.join('\n    '));
  }
  return hints;
}
