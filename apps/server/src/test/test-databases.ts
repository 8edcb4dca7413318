import { copyFile, link, mkdir, mkdtemp, readdir, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { clientOf, openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../seed/seed.js';
import { openPgliteCopy } from './pglite-copies.js';
import { exists, pruneTemplateCache, templateCacheOn, templateCacheRoot, templateKey } from './template-cache.js';

export type TestDbKind = 'pglite' | 'postgres';
export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The demo shop seeded once per test run: a PostgreSQL template database or a PGlite dump, and its pictures. */
export interface ShopTemplate {
  kind: TestDbKind;
  /** The template database's name (postgres) or the dump file's path (pglite). */
  source: string;
  /**
   * PGlite: the dump of the same database migrated and not yet seeded, for the shops of tests that want no demo
   * data (`startShop({ seed: false })`). Each of those ran PGlite's initdb and the migrations again: about 4 CPU-s
   * a shop, against a tenth of that for a kept copy (pglite-copies.ts, docs/decisions/0208).
   */
  empty?: string;
  mediaDir: string;
  /** Kept between runs (template-cache.ts): the run's end leaves it. */
  kept?: boolean;
}

/** Runs `statement` on the PostgreSQL server's admin database; answers its rows. */
export async function admin(statement: string): Promise<Record<string, unknown>[]> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query(statement)).rows;
  } finally {
    await c.end();
  }
}

export const databaseUrl = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const newName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** A PGlite template's two dumps in its folder: seeded, and only migrated. */
const pgliteDumps = (dir: string) => ({ source: path.join(dir, 'shop.tar'), empty: path.join(dir, 'empty.tar') });

/** Migrates and seeds the demo shop into a new template: a PGlite dump under `dir`, or a PostgreSQL database. */
async function seedTemplate(kind: TestDbKind, dir: string, name: string): Promise<ShopTemplate> {
  const mediaDir = path.join(dir, 'media');
  if (kind === 'pglite') {
    const database = await openDatabase({});
    const client = clientOf(database.db);
    if (client.kind !== 'pglite') throw new Error('expected PGlite');
    const dump = async (file: string) => writeFile(file, Buffer.from(await (await client.pglite.dumpDataDir('none')).arrayBuffer()));
    const { source, empty } = pgliteDumps(dir);
    await dump(empty);
    await seedDemoData(database.db, { mediaDir });
    await dump(source);
    await database.close();
    return { kind, source, empty, mediaDir };
  }
  await admin(`create database ${name}`);
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 4 });
  await seedDemoData(database.db, { mediaDir });
  // A template must have no connections when it is copied.
  await database.close();
  return { kind, source: name, mediaDir };
}

const databaseExists = async (name: string) => {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await c.end();
  }
};

/**
 * The seeded template for this run (globalSetup calls this): the one kept from an earlier run with the same
 * key, else a new one, kept for the next run (docs/decisions/0014, 0055).
 */
export async function createShopTemplate(kind: TestDbKind, scryptN: number): Promise<ShopTemplate> {
  if (!templateCacheOn()) {
    return seedTemplate(kind, await mkdtemp(path.join(tmpdir(), 'shop-template-')), newName('shop_template'));
  }
  const key = await templateKey(kind, scryptN);
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const entry = `${kind}-${key}`;
  const dir = path.join(templateCacheRoot, entry);
  const name = `shop_tpl_${day}_${key}`;
  const kept: ShopTemplate = { kind, ...(kind === 'pglite' ? pgliteDumps(dir) : { source: name }), mediaDir: path.join(dir, 'media') };
  if ((await exists(kept.mediaDir)) && (kind === 'pglite' ? (await exists(kept.source)) && (await exists(kept.empty!)) : await databaseExists(name))) {
    const now = new Date();
    await utimes(dir, now, now);
    return { ...kept, kept: true };
  }
  // Seeded aside and then renamed into place, so a run beside this one never sees half a template.
  await mkdir(templateCacheRoot, { recursive: true });
  const work = await mkdtemp(path.join(templateCacheRoot, `.${entry}-`));
  const made = await seedTemplate(kind, work, newName(name));
  if (kind === 'postgres') {
    await admin(`alter database ${made.source} rename to ${name}`).catch(() => admin(`drop database ${made.source} with (force)`));
    await pruneDatabases();
  }
  await rm(dir, { recursive: true, force: true });
  await rename(work, dir);
  await pruneTemplateCache(entry);
  return { ...kept, kept: true };
}

/** Drops kept PostgreSQL templates of days before yesterday (a run across midnight still uses yesterday's). */
async function pruneDatabases() {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ datname: string }>("select datname from pg_database where datname like 'shop\\_tpl\\_%'");
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const old = rows.map((r) => r.datname).filter((n) => n.slice(9, 17) < yesterday);
    for (const n of old) await c.query(`drop database if exists ${n} with (force)`);
  } finally {
    await c.end();
  }
}

export async function dropShopTemplate(t: ShopTemplate) {
  if (t.kept) return;
  if (t.kind === 'postgres') await admin(`drop database if exists ${t.source} with (force)`);
  await rm(path.dirname(t.mediaDir), { recursive: true, force: true });
}

/**
 * A database of the kind: with the template's data, or migrated and empty (`seeded` false);
 * on PGlite, a copy of the template's dump kept between files (pglite-copies.ts). Without a template (a file run
 * on its own config), an empty one.
 */
export async function openTestDatabase(kind: TestDbKind, template?: ShopTemplate, seeded = true): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const dump = seeded ? template?.source : template?.empty;
    return dump ? openPgliteCopy(dump) : openDatabase({});
  }
  template = seeded ? template : undefined;
  const name = newName('shop_test');
  await admin(template ? `create database ${name} template ${template.source}` : `create database ${name}`);
  const url = databaseUrl(name);
  const database = await openDatabase({ url, poolSize: 20 });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Gives a shop the template's pictures, so a test that writes media files writes its own: each file hard-linked
 * (copied where the two folders are on different file systems). The shop never writes a picture in place: an
 * upload writes a new file and renames it over the old name, a delete unlinks it, so the template's file is never
 * touched. A copy made a new file for each of the ~260 pictures of every shop the call tests start, and the file
 * system's work of making and then deleting them was a sixth of the PGlite half's CPU (docs/decisions/0212).
 */
export async function copyMedia(template: ShopTemplate, mediaDir: string) {
  const entries = await readdir(template.mediaDir, { recursive: true, withFileTypes: true });
  const relative = (e: (typeof entries)[number]) => path.relative(template.mediaDir, path.join(e.parentPath, e.name));
  await mkdir(mediaDir, { recursive: true });
  await Promise.all(entries.filter((e) => e.isDirectory()).map((e) => mkdir(path.join(mediaDir, relative(e)), { recursive: true })));
  const share = (from: string, to: string) =>
    link(from, to).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EXDEV') throw e;
      return copyFile(from, to);
    });
  await Promise.all(entries.filter((e) => e.isFile()).map((e) => share(path.join(template.mediaDir, relative(e)), path.join(mediaDir, relative(e)))));
}
