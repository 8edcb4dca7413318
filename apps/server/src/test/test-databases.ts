import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { clientOf, openDatabase, type Database } from '../db/client.js';
import { seedDemoData } from '../db/seed/seed.js';

export type TestDbKind = 'pglite' | 'postgres';
export const adminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The demo shop seeded once per test run: a PostgreSQL template database or a PGlite dump, and its pictures. */
export interface ShopTemplate {
  kind: TestDbKind;
  /** The template database's name (postgres) or the dump file's path (pglite). */
  source: string;
  mediaDir: string;
}

export async function admin(statement: string) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
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

/** Creates the template: migrates and seeds the demo shop once (globalSetup runs this). */
export async function createShopTemplate(kind: TestDbKind): Promise<ShopTemplate> {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-template-'));
  const mediaDir = path.join(dir, 'media');
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await seedDemoData(database.db, { mediaDir });
    const client = clientOf(database.db);
    if (client.kind !== 'pglite') throw new Error('expected PGlite');
    const source = path.join(dir, 'shop.tar');
    await writeFile(source, Buffer.from(await (await client.pglite.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    return { kind, source, mediaDir };
  }
  const source = newName('shop_template');
  await admin(`create database ${source}`);
  const database = await openDatabase({ url: databaseUrl(source), poolSize: 4 });
  await seedDemoData(database.db, { mediaDir });
  // A template must have no connections when it is copied.
  await database.close();
  return { kind, source, mediaDir };
}

export async function dropShopTemplate(t: ShopTemplate) {
  if (t.kind === 'postgres') await admin(`drop database if exists ${t.source} with (force)`);
  await rm(path.dirname(t.mediaDir), { recursive: true, force: true });
}

/** A fresh database of the kind, empty (for the seed's own tests) or cloned from the template. */
export async function openTestDatabase(kind: TestDbKind, template?: ShopTemplate): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const loadDataDir = template ? new Blob([await readFile(template.source)]) : undefined;
    return openDatabase({ loadDataDir });
  }
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

/** Copies the template's pictures, so a test that writes media files writes its own. */
export const copyMedia = (template: ShopTemplate, mediaDir: string) => cp(template.mediaDir, mediaDir, { recursive: true });
