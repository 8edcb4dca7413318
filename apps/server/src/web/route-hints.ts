import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The route module each shopper page renders (apps/web, Vite manifest keys). A first visit to one of
 * these paths fetches the page's script and styles together with the entry instead of after the sign-in
 * answer (docs/decisions/0051). A module missing from the manifest is skipped, never an error.
 */
export const routeModules: Record<string, string> = {
  '/': 'src/features/catalogue/pages/home-page.tsx',
  '/stores': 'src/features/catalogue/pages/stores-page.tsx',
  '/store/categories': 'src/features/catalogue/pages/categories-page.tsx',
  '/store/products': 'src/features/catalogue/pages/products-page.tsx',
  '/product/detail': 'src/features/catalogue/pages/product-detail-page.tsx',
  '/cart': 'src/features/cart/pages/cart-page.tsx',
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/register': 'src/features/auth/pages/register-page.tsx',
};

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
    walk(key, scripts, styles);
    const tags = [
      ...[...styles].filter((c) => !entryCss.has(c)).map((c) => `<link rel="preload" as="style" crossorigin href="/${c}">`),
      ...[...scripts].map((s) => `<link rel="modulepreload" crossorigin href="/${s}">`),
    ];
    hints.set(route, tags.join('\n    '));
  }
  return hints;
}
