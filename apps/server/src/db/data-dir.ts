import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, rmSync, statfsSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Free space a new embedded database needs (it starts near 40 MB and grows), and an existing one to keep going. */
export const FRESH_MIN_FREE = 256 * 1024 * 1024;
export const EXISTING_MIN_FREE = 32 * 1024 * 1024;

const reasons: Record<string, string> = {
  EROFS: 'is on a read-only file system',
  EACCES: 'cannot be written by this process (permissions)',
  EPERM: 'cannot be written by this process (permissions)',
  ENOSPC: 'is on a full disk',
  EDQUOT: 'is over its disk quota',
  ENOTDIR: 'is not a folder (a file is in the way)',
};

const codeOf = (err: unknown): string | undefined => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in reasons) return code;
  }
  return undefined;
};

/** A start-up error that names the folder and what is wrong with it, when the cause is the file system. */
export function dataDirError(err: unknown, dir: string | undefined): Error {
  const code = codeOf(err);
  if (!code || !dir) return err instanceof Error ? err : new Error(String(err));
  return new Error(`The embedded database cannot start: its folder ${dir} ${reasons[code]} (${code}). Fix it, or set DATA_DIR or DATABASE_URL.`, { cause: err });
}

function writeProbe(dir: string) {
  const probe = path.join(dir, '.write-check');
  const fd = openSync(probe, 'w');
  try {
    // A real block, synced: a full disk refuses it here rather than in the middle of PGlite's first write.
    writeSync(fd, Buffer.alloc(64 * 1024));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
    unlinkSync(probe);
  }
}

/**
 * Checks that the embedded database's folder can be written and has room, before PGlite touches it;
 * throws a plain start-up error otherwise. Answers whether the folder holds no database yet.
 */
export function checkDataDir(dir: string, minFree = { fresh: FRESH_MIN_FREE, existing: EXISTING_MIN_FREE }): boolean {
  try {
    // PGlite creates its own folder but not the folders above it.
    mkdirSync(dir, { recursive: true });
    const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
    writeProbe(dir);
    const fs = statfsSync(dir);
    const free = fs.bavail * fs.bsize;
    const need = fresh ? minFree.fresh : minFree.existing;
    if (free < need) {
      const mb = (n: number) => `${Math.floor(n / 1024 / 1024)} MB`;
      throw Object.assign(new Error(`${mb(free)} free, ${mb(need)} needed`), { code: 'ENOSPC' });
    }
    return fresh;
  } catch (err) {
    throw dataDirError(err, dir);
  }
}

/** Empties a folder a failed first start half-wrote (the folder itself stays: it may be a mount point). */
export function clearDataDir(dir: string) {
  for (const name of readdirSync(dir)) rmSync(path.join(dir, name), { recursive: true, force: true });
}
