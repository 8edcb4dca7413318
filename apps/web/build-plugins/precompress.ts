import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const TEXT = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
const FROM_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // The manifest is for the server and the benchmarks, and index.html is sent with per-page hints.
    if (entry.isDirectory() && entry.name !== '.vite') yield* files(full);
    else if (entry.isFile() && TEXT.test(entry.name)) yield full;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of 1 KB or more in
 * the build, so the server sends compressed bytes without compressing per request (docs/decisions/0050).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of files(outDir)) {
        jobs.push(
          (async () => {
            const body = await readFile(file);
            if (body.length < FROM_BYTES) return;
            const [br, gzipped] = await Promise.all([
              brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
              gz(body, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
