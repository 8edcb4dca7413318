#!/usr/bin/env node
// `npm run bench:tests`: times the server call tests as the house issue (#7) measured them, against the same
// test files at the commit where the issue was filed. Runs `vitest run --project server-pglite --project
// server-postgres <files>` in a checkout of BASE_COMMIT and in this one, alternately, RUNS times each after
// one warm-up of each (which also fills the kept test template, docs/decisions/0055), and prints the median
// wall time and the median CPU time (user + system of vitest and its workers). On a machine others share,
// the CPU time is the steadier figure: it does not grow while the processes wait for a core.
//   BASE_DIR=<a checkout of BASE_COMMIT with node_modules> (default: made with git worktree + npm ci)
//   RUNS=3 WARMUP=1
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BASE_COMMIT = '1fba136';
const root = fileURLToPath(new URL('..', import.meta.url));
const baseDir = process.env.BASE_DIR ?? path.join(root, 'var', `bench-base-${BASE_COMMIT}`);
const RUNS = Number(process.env.RUNS ?? 3);
const WARMUP = Number(process.env.WARMUP ?? 1);
// Test files that moved since BASE_COMMIT (issue 7 moved checkcart to checkout; markets went to flights).
const moved = {
  'apps/server/src/modules/catalogue/checkcart.test.ts': 'apps/server/src/modules/checkout/checkcart.test.ts',
  'apps/server/src/modules/content/getmarkets.test.ts': 'apps/server/src/modules/flights/getmarkets.test.ts',
};

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const baseFiles = git('ls-tree', '-r', '--name-only', BASE_COMMIT, 'apps/server/src')
  .split('\n')
  .filter((f) => f.endsWith('.test.ts'));
const currentFiles = baseFiles.map((f) => moved[f] ?? f);
const missing = currentFiles.filter((f) => !existsSync(path.join(root, f)));
if (missing.length) throw new Error(`not in this checkout: ${missing.join(', ')} (add them to "moved")`);

if (!existsSync(path.join(baseDir, 'node_modules'))) {
  console.log(`making ${baseDir} (git worktree of ${BASE_COMMIT}, npm ci)`);
  if (!existsSync(baseDir)) git('worktree', 'add', '--detach', baseDir, BASE_COMMIT);
  execFileSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: baseDir, stdio: 'inherit' });
}

// CPU time of the children this process has waited for (and theirs), from /proc: utime + stime in ticks.
const TICK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICK;
};

function runOnce(cwd, files) {
  return new Promise((resolve, reject) => {
    const cpu0 = childCpu();
    const t0 = performance.now();
    let out = '';
    const child = spawn('npx', ['vitest', 'run', '--project', 'server-pglite', '--project', 'server-postgres', ...files], {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => {
      const wall = (performance.now() - t0) / 1000;
      const plain = out.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
      const tests = plain.match(/Tests\s+(\d+) passed/)?.[1];
      if (!tests || /Tests\s+\d+ failed/.test(plain)) return reject(new Error(`vitest failed (exit ${code}) in ${cwd}:\n${plain.slice(-3000)}`));
      resolve({ wall, cpu: childCpu() - cpu0, tests: Number(tests) });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sides = [
  { label: `at ${BASE_COMMIT} (issue filed)`, cwd: baseDir, files: baseFiles, rows: [] },
  { label: 'this checkout', cwd: root, files: currentFiles, rows: [] },
];
console.log(`${baseFiles.length} test files, both server projects; ${WARMUP} warm-up and ${RUNS} timed runs each, alternating`);
for (let i = 0; i < WARMUP + RUNS; i++) {
  for (const side of sides) {
    const r = await runOnce(side.cwd, side.files);
    const kind = i < WARMUP ? 'warm-up' : `run ${i - WARMUP + 1}`;
    console.log(`  ${side.label.padEnd(26)} ${kind.padEnd(8)} wall ${r.wall.toFixed(1)} s  cpu ${r.cpu.toFixed(1)} s  ${r.tests} tests  (load ${loadavg()[0].toFixed(2)})`);
    if (i >= WARMUP) side.rows.push(r);
  }
}
const [base, now] = sides.map((s) => ({ wall: median(s.rows.map((r) => r.wall)), cpu: median(s.rows.map((r) => r.cpu)), tests: s.rows[0].tests }));
if (base.tests !== now.tests) console.log(`note: ${base.tests} tests then, ${now.tests} now`);
console.log(`median wall: ${base.wall.toFixed(1)} s then, ${now.wall.toFixed(1)} s now (${((100 * now.wall) / base.wall).toFixed(0)}%)`);
console.log(`median cpu:  ${base.cpu.toFixed(1)} s then, ${now.cpu.toFixed(1)} s now (${((100 * now.cpu) / base.cpu).toFixed(0)}%)`);
