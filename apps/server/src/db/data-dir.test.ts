import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness.js';
import { openDatabase } from './client.js';
import { checkDataDir, dataDirError } from './data-dir.js';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shop-data-dir-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

// The embedded database only: a PostgreSQL server's disk is its own administrator's.
describe.skipIf(testDbKind !== 'pglite')('the embedded database folder at start-up', () => {
  it('names a folder this process cannot write, before PGlite starts', async () => {
    // Root ignores permissions: it meets a folder it cannot write under /sys (or a read-only /sys) instead.
    const locked = path.join(root, 'locked');
    const dir = process.getuid?.() === 0 ? '/sys/fs/shop-data-dir-test/db' : path.join(locked, 'db');
    if (dir.startsWith(root)) {
      await mkdir(locked);
      await chmod(locked, 0o500);
    }
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      new RegExp(`^The embedded database cannot start: its folder ${dir} (is on a read-only file system \\(EROFS\\)|cannot be written by this process \\(permissions\\) \\(E(ACCES|PERM)\\))`),
    );
  });

  it('refuses a disk without room for the database', () => {
    const dir = path.join(root, 'full');
    expect(() => checkDataDir(dir, { fresh: Number.MAX_SAFE_INTEGER, existing: Number.MAX_SAFE_INTEGER })).toThrow(
      /^The embedded database cannot start: its folder .*full is on a full disk \(ENOSPC\)/,
    );
  });

  it('explains a full disk met inside PGlite by its error code', () => {
    const fromPglite = Object.assign(new Error('FS error'), { cause: Object.assign(new Error('errno 28'), { code: 'ENOSPC' }) });
    expect(dataDirError(fromPglite, '/var/shop/db').message).toBe(
      'The embedded database cannot start: its folder /var/shop/db is on a full disk (ENOSPC). Fix it, or set DATA_DIR or DATABASE_URL.',
    );
    const other = new Error('syntax error in migration');
    expect(dataDirError(other, '/var/shop/db')).toBe(other);
  });

  it('leaves no half-written database after a first start that failed', async () => {
    const dir = path.join(root, 'half');
    await expect(
      openDatabase({
        dataDir: dir,
        afterMigrate: () => Promise.reject(new Error('the disk filled up while seeding')),
      }),
    ).rejects.toThrow('the disk filled up while seeding');
    // The next start begins clean, as on a new folder.
    expect(await readdir(dir)).toEqual([]);
  }, 180_000);
});
