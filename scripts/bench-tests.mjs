#!/usr/bin/env node
// `npm run bench:tests`: what `npm test` spends its time on (issue 31). Runs what `npm test` runs after its
// setup, each step timed: the build, the call tests (on PostgreSQL with the web unit tests, and on PGlite under
// Node 24, side by side as `npm run test:unit` runs them: decision 0203), the browser tests (Playwright, every
// project, the PowerTranz shop's among them); then prints each step's wall time, the whole suite's, the CPU time
// of it all (user + system of every child), what the whole machine spent meanwhile (every process: PostgreSQL and
// anything running beside, docs/decisions/0170) and the ten slowest tests of the suite.
// A failing step is reported and the bench goes on, so the figures of the others are still printed.
//   STEPS=unit,e2e   runs only those steps (build, unit, e2e)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'var', 'bench-tests');
mkdirSync(out, { recursive: true });
const wanted = new Set((process.env.STEPS ?? 'build,unit,e2e').split(','));

const vitestReports = (file) => ['--reporter=dot', '--reporter=json', `--outputFile.json=${path.join(out, file)}`];

const steps = [
  { name: 'build', cmds: [['npm', 'run', '-s', 'build:all']] },
  // The two halves of `npm run test:unit`, through its own scripts (Node 24 for PGlite: decision 0120), side by
  // side as it runs them (decision 0203), each with its own report.
  {
    name: 'unit',
    cmds: [
      ['npm', 'run', '-s', 'test:postgres', '--', ...vitestReports('unit.json')],
      ['npm', 'run', '-s', 'test:pglite', '--', ...vitestReports('pglite.json')],
    ],
  },
  { name: 'e2e', cmds: [['npx', 'playwright', 'test', '--reporter=dot,json']], env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json') } },
].filter((s) => wanted.has(s.name));

// CPU time of the children this process has waited for (and theirs), from /proc: utime + stime in ticks.
const childCpu = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
};

/** The machine's busy and total CPU seconds since boot, all cores, from /proc/stat. */
const machineCpu = () => {
  const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / 100, total: (busy + idle + iowait) / 100 };
};

/** What the whole machine spent since the reading `m0`: busy CPU seconds, and the share of its cores they were. */
const machineSince = (m0) => {
  const m1 = machineCpu();
  return { machine: m1.busy - m0.busy, share: (m1.busy - m0.busy) / (m1.total - m0.total) };
};

/** Runs a step's commands at once; its code is the first failing command's, else 0. */
async function run(step) {
  const t0 = performance.now();
  const m0 = machineCpu();
  const codes = await Promise.all(
    step.cmds.map(
      (cmd) =>
        new Promise((resolve) => {
          const child = spawn(cmd[0], cmd.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...step.env } });
          child.on('close', (code) => resolve(code ?? 1));
        }),
    ),
  );
  return { code: codes.find((c) => c !== 0) ?? 0, wall: (performance.now() - t0) / 1000, ...machineSince(m0) };
}

/** Every test's duration from the JSON reports: [seconds, name]. */
function durations() {
  const tests = [];
  const read = (file) => {
    try {
      return JSON.parse(readFileSync(path.join(out, file), 'utf8'));
    } catch {
      return null;
    }
  };
  for (const report of ['unit.json', 'pglite.json']) {
    for (const f of read(report)?.testResults ?? []) {
      const file = path.relative(root, f.name);
      for (const t of f.assertionResults) tests.push([(t.duration ?? 0) / 1000, `unit  ${file} › ${t.title}`]);
    }
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        for (const r of t.results) tests.push([r.duration / 1000, `e2e   [${t.projectName}] ${file ?? suite.file} › ${spec.title}`]);
      }
    }
    for (const s of suite.suites ?? []) walk(s, file ?? suite.file);
  };
  for (const s of read('e2e.json')?.suites ?? []) walk(s);
  return tests.sort((a, b) => b[0] - a[0]);
}

const cpu0 = childCpu();
const machine0 = machineCpu();
const started = performance.now();
const results = [];
for (const step of steps) {
  console.log(`\n== ${step.name}: ${step.cmds.map((c) => c.join(' ')).join(' & ')} (load ${loadavg()[0].toFixed(2)})`);
  const r = await run(step);
  results.push({ ...step, ...r });
  console.log(`== ${step.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.wall.toFixed(0)} s`);
}
const wall = (performance.now() - started) / 1000;

console.log('\nbench:tests');
const busy = (m) => `the machine ${m.machine.toFixed(0)} CPU-s, ${(100 * m.share).toFixed(0)}% busy`;
for (const r of results) console.log(`  ${r.name.padEnd(11)} ${r.wall.toFixed(0).padStart(5)} s  ${r.code === 0 ? 'passed' : 'FAILED'}  (${busy(r)})`);
console.log(`suite wall time: ${wall.toFixed(0)} s (target <= 300 s), CPU ${(childCpu() - cpu0).toFixed(0)} s, ${busy(machineSince(machine0))}, load at the end ${loadavg()[0].toFixed(2)}`);
const all = durations();
console.log(`the 10 slowest of ${all.length} tests:`);
for (const [s, name] of all.slice(0, 10)) console.log(`  ${s.toFixed(1).padStart(6)} s  ${name}`);
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
