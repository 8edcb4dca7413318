import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routeModules } from '../../server/src/web/first-pages';

interface Graph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const root = path.resolve(import.meta.dirname, '..');
const HOME = routeModules['/']!;
/** Drawn on every page, `/` included. */
const FOOTER = 'src/app/footer.tsx';
const TRAIL = 'src/app/header-trail.tsx';
/** The sign-in pages, which share their forms with each other more than with the shop. */
const SIGN_IN = [routeModules['/login'], routeModules['/register']];
/** Every lazy module a shopper's first page draws: the pages, the footer and the header's trail. */
export const ROOTS = [...new Set([FOOTER, ...Object.values(routeModules), TRAIL])];

/** Reads a module's source (without a query string); '' when it is not a file. */
function source(id: string): string {
  try {
    return readFileSync(id.split('?')[0]!, 'utf8');
  } catch {
    return '';
  }
}

const STATEMENT = /(import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g;
/** A name as files and exports both spell it: `useId` and `use-id` are `useid`. */
const bare = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
/** `a, b as c, type d` gives [a, a], [b, c], [d, d]: each name as imported and as it is called here. */
const specifiers = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, '').split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name, alias]) => [name!, alias ?? name!] as const);

const barrels = new Map<string, Map<string, string> | null>();
/**
 * A package's index (only imports and re-exports: @mantine/core, @mantine/hooks, @tabler/icons-react):
 * which module each name it exports comes from. null for any other module.
 */
function barrel(id: string): Map<string, string> | null {
  if (!id.includes('/node_modules/')) return null;
  if (!barrels.has(id)) {
    const code = source(id);
    const rest = code.replace(STATEMENT, '').replace(/export\s*\{[^}]*\};?|export\s*\*\s*from\s*['"][^'"]+['"];?|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
    const parts = new Map<string, string>();
    for (const m of code.matchAll(STATEMENT)) {
      if (!m[3]!.startsWith('.')) continue;
      const file = path.resolve(path.dirname(id), m[3]!);
      for (const [, local] of specifiers(m[2]!)) parts.set(bare(local), file);
    }
    barrels.set(id, code && !rest.trim() ? parts : null);
  }
  return barrels.get(id)!;
}

/** The names a module imports (`import { A, B as C } from '…'` gives A and B). */
function importedNames(id: string): string[] {
  return [...source(id).matchAll(STATEMENT)].filter((m) => m[1] === 'import').flatMap((m) => specifiers(m[2]!).map(([name]) => bare(name)));
}

/** The modules one module needs: its imports, where a package index stands for the parts named from it. */
function needs(id: string, ctx: Graph): string[] {
  const out: string[] = [];
  let names: string[] | undefined;
  for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
    const parts = barrel(dep);
    if (!parts) out.push(dep);
    else {
      names ??= importedNames(id);
      for (const name of names) {
        const part = parts.get(name);
        if (part) out.push(part);
      }
    }
  }
  return out;
}

/** Drawn around the pages: the footer on every page, the header's trail on the shop's pages. */
const FRAME = [FOOTER, TRAIL];

/** The chunk of a module that the first-page modules `by` (keys of `ROOTS`) need; see firstPageChunk. */
export function chunkOf(by: ReadonlySet<string>): string {
  if (FRAME.some((k) => by.has(k)) || (by.has(HOME) && by.size > 1)) return 'page-common';
  if (by.has(HOME)) return 'page-home';
  const pages = [...by];
  if (pages.length === 1) return `page-${path.basename(pages[0]!).replace(/(-page)?\.tsx$/, '')}`;
  return pages.every((k) => SIGN_IN.includes(k)) ? 'page-sign-in' : 'page-shop';
}

/**
 * The shopper's first pages in a few chunks (docs/decisions/0057) instead of the default split, which cut
 * a page's code into 20 to 30 files of a few hundred bytes (one per set of pages sharing a module): over
 * HTTP/1.1's six connections per host each file costs a phone a round trip. A module the entry does not
 * hold goes, by the first-page modules that need it, to
 * - `page-home` when only the home page does, `page-common` when the frame (the footer, on every page, and
 *   the header's trail) or the home page and others do: opening `/` loads those two besides the entry;
 * - `page-<name>` when one other page does;
 * - `page-sign-in` when only the sign-in pages do, `page-shop` when several other pages do.
 * The first-page modules themselves (the pages, the footer, the trail) go with their own code, in the chunk
 * of the set of just themselves: a page is one file, not a file of a few hundred bytes and its code's.
 * `pageChunkFiles()` writes which file holds each, since the manifest names only a chunk's first module.
 * What a module imports is needed by at least the pages that need it, so a chunk imports only from the
 * chunks after it in this order (home, common; single, sign-in, shop, common): no cycles. A package index
 * is followed only to the parts the importing module names: followed whole, `/` would claim every
 * component any screen uses.
 */
export function firstPageChunk(): (id: string, ctx: Graph) => string | null {
  let owner: Map<string, string> | undefined;
  const assign = (ctx: Graph) => {
    const reachedBy = new Map<string, Set<string>>();
    const pages = new Set(ROOTS.map((key) => path.join(root, key)));
    for (const key of ROOTS) {
      const start = path.join(root, key);
      const stack = needs(start, ctx);
      const seen = new Set<string>();
      while (stack.length) {
        const id = stack.pop()!;
        if (seen.has(id) || pages.has(id)) continue;
        seen.add(id);
        (reachedBy.get(id) ?? reachedBy.set(id, new Set()).get(id)!).add(key);
        stack.push(...needs(id, ctx));
      }
    }
    for (const key of ROOTS) reachedBy.set(path.join(root, key), new Set([key]));
    return new Map([...reachedBy].map(([id, by]) => [id, chunkOf(by)]));
  };
  return (id, ctx) => (owner ??= assign(ctx)).get(id) ?? null;
}

/**
 * Fails the build when chunks import each other in a cycle: a module could then run before one it needs
 * (a Mantine default read from a module not yet run). firstPageChunk is made not to create one; this
 * catches a split that does, for instance through a package index it could not follow.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'shop-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') imports.set(file.fileName, file.imports);
      const state = new Map<string, 'open' | 'done'>();
      const visit = (name: string, trail: string[]): void => {
        if (state.get(name) === 'done') return;
        if (state.get(name) === 'open') this.error(`chunks import each other: ${[...trail.slice(trail.indexOf(name)), name].join(' -> ')}`);
        state.set(name, 'open');
        for (const next of imports.get(name) ?? []) visit(next, [...trail, name]);
        state.set(name, 'done');
      };
      for (const name of imports.keys()) visit(name, []);
    },
  };
}

/** Where the build writes which file holds each first-page module (read by the server's route hints). */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json';

/**
 * Writes `PAGE_CHUNKS_FILE`: each first-page module (`ROOTS`, by its path from apps/web) and the chunk file
 * that holds it. The manifest keys a chunk by its first module only, so a page merged into its code's chunk
 * has no key of its own there.
 */
export function pageChunkFiles(): Plugin {
  return {
    name: 'shop-page-chunk-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        for (const id of file.moduleIds) {
          const key = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
          if (ROOTS.includes(key)) files[key] = file.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(files, null, 2) });
    },
  };
}
