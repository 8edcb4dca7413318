#!/usr/bin/env node
// `npm run build`: builds the contracts, the server and the web app (`npm run build:all`) unless they were last
// built from exactly these sources. The sources are every file git tracks or would track (ignored files such as
// node_modules and dist are not sources), read whole and hashed with their paths and this Node's version; the
// hash of the last good build is kept in var/build-stamp. `.ci/run` builds, then `npm test` builds again before
// its call tests and before its browser tests: those builds are skipped when nothing changed (docs/decisions/0170).
//   --force   builds whatever the stamp says
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stampFile = path.join(root, 'var', 'build-stamp');
/** What a build leaves: if any is missing, the stamp says nothing. */
const outputs = ['packages/contracts/dist', 'apps/server/dist/main.js', 'apps/web/dist/index.html'];

/** The sources' hash, or null when git cannot list them (a copy without .git): then it always builds. */
function sourcesHash() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'buffer', maxBuffer: 64 << 20 });
  if (listed.status !== 0) return null;
  const files = listed.stdout.toString('utf8').split('\0').filter(Boolean).sort();
  const hash = createHash('sha256').update(`node ${process.version}\0`);
  for (const file of files) {
    const full = path.join(root, file);
    const entry = lstatSync(full, { throwIfNoEntry: false });
    // A file deleted but not yet staged is listed and gone: its absence is part of the hash; a link, its target.
    const content = !entry ? '(deleted)' : entry.isSymbolicLink() ? `-> ${readlinkSync(full)}` : readFileSync(full);
    hash.update(`${file}\0`).update(content).update('\0');
  }
  return hash.digest('hex');
}

const force = process.argv.includes('--force');
const before = sourcesHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (!force && before && built === before && outputs.every((o) => existsSync(path.join(root, o)))) {
  console.log('build: up to date (no source changed since the last build; `npm run build -- --force` builds anyway)');
  process.exit(0);
}
const run = spawnSync('npm', ['run', '-s', 'build:all'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
// Stamped with the sources as they were when the build began: a file changed during the build builds again.
if (before) {
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${before}\n`);
}
