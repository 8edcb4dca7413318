#!/usr/bin/env node
// `npm run build` of a Node package (packages/contracts, apps/server): each TypeScript source of src/ (not its tests)
// turned into the JavaScript Node runs, one file for one file, in dist/, with its source map; the JSON files of
// src/ copied beside them (the seed's catalogue data). The types are checked by `npm run typecheck`, which CI runs
// before the tests, not here: the build is on the path of every `npm test` and `npm start`, where the type checker
// took 34 s of a fresh clone's 43 s build (docs/decisions/0218). The sources are already written for one-file-at-a-time
// compiling (tsconfig: isolatedModules, verbatimModuleSyntax).
//   node ../../scripts/build-node.mjs        (from the package's folder)
import { build } from 'esbuild';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const src = path.resolve('src');
const dist = path.resolve('dist');
/** What tsconfig.json leaves out of the build: the tests, and the server's test helpers (src/test/). */
const isTest = (file) => file.endsWith('.test.ts') || file.startsWith(`test${path.sep}`);

/** The sources, by their path under src/. */
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => !isTest(file));

// A source removed since the last build leaves nothing behind.
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: files.filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts')).map((file) => path.join(src, file)),
  outdir: dist,
  outbase: src,
  bundle: false,
  platform: 'node',
  format: 'esm',
  // The oldest Node the project runs on (package.json engines): it keeps `import ... with { type: 'json' }` as written.
  target: 'node20.19',
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
for (const file of files.filter((f) => f.endsWith('.json'))) cpSync(path.join(src, file), path.join(dist, file));
