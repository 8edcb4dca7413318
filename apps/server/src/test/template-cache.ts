import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The seeded test template is kept between test runs, keyed by everything that can change what the seed
// makes (docs/decisions/0055): a run whose key matches skips migrating and seeding altogether.

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const templateCacheRoot = path.join(repoRoot, 'node_modules', '.cache', 'shop-test-templates');

/** Off with TEST_TEMPLATE_CACHE=0: every run seeds its own template and drops it at the end. */
export const templateCacheOn = () => process.env.TEST_TEMPLATE_CACHE !== '0';

// The server's and the contracts' sources (tests aside), the migrations, and the locked package versions.
const keyedDirs = ['apps/server/src', 'packages/contracts/src'];
const isKeyed = (file: string) => !file.endsWith('.test.ts') && !file.split(path.sep).includes('test');

async function keyedFiles(): Promise<string[]> {
  const lists = await Promise.all(
    keyedDirs.map(async (dir) => {
      const entries = await readdir(path.join(repoRoot, dir), { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.relative(repoRoot, path.join(e.parentPath, e.name)));
    }),
  );
  return [...lists.flat().filter(isKeyed), 'package-lock.json'].sort();
}

/**
 * The template's key: a hash of the files above, the database kind, the scrypt cost and the day (UTC), so
 * the demo rows' timestamps are never more than a day old.
 */
export async function templateKey(kind: string, scryptN: number, now = new Date()): Promise<string> {
  const hash = createHash('sha256').update(`${kind}\n${scryptN}\n${now.toISOString().slice(0, 10)}\n`);
  for (const file of await keyedFiles()) {
    hash.update(`${file}\n`).update(await readFile(path.join(repoRoot, file))).update('\n');
  }
  return hash.digest('hex').slice(0, 16);
}

export const exists = (p: string) => stat(p).then(() => true, () => false);

const DAY = 24 * 60 * 60 * 1000;

/** Removes cached PGlite templates and pictures not used for two days (other keys of this checkout). */
export async function pruneTemplateCache(keep: string) {
  const names = await readdir(templateCacheRoot).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((n) => n !== keep)
      .map(async (n) => {
        const dir = path.join(templateCacheRoot, n);
        const s = await stat(dir).catch(() => undefined);
        if (s && Date.now() - s.mtimeMs > 2 * DAY) await rm(dir, { recursive: true, force: true });
      }),
  );
}
