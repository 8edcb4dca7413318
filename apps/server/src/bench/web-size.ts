import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface EntrySize {
  files: { file: string; gzipBytes: number }[];
  totalKb: number;
}

/** The attribute value of every tag matching `tag` whose attributes satisfy `keep`. */
function attributes(html: string, tag: RegExp, keep: (attrs: string) => boolean, name: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(tag)) {
    const attrs = m[0];
    const value = new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(attrs)?.[1];
    if (value && keep(attrs)) found.push(value);
  }
  return found;
}

/**
 * Gzip size of the JavaScript a shopper downloads to open `/`: the entry module script and the modules
 * index.html preloads. Lazy chunks load later and are not counted. Undefined when the web app is not built.
 */
export async function entryScriptSize(webDist: string): Promise<EntrySize | undefined> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const html = await readFile(indexFile, 'utf8');
  const scripts = attributes(html, /<script\b[^>]*>/gi, (a) => /type\s*=\s*["']module["']/i.test(a), 'src');
  const preloads = attributes(html, /<link\b[^>]*>/gi, (a) => /rel\s*=\s*["']modulepreload["']/i.test(a), 'href');
  const urls = [...new Set([...scripts, ...preloads])].filter((u) => !/^[a-z]+:\/\//i.test(u));
  const files = await Promise.all(
    urls.map(async (u) => {
      const file = path.join(webDist, u.split(/[?#]/)[0]!.replace(/^\//, ''));
      return { file: u, gzipBytes: gzipSync(await readFile(file), { level: 9 }).length };
    }),
  );
  return { files, totalKb: files.reduce((s, f) => s + f.gzipBytes, 0) / 1024 };
}
