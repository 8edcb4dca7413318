#!/usr/bin/env node
// `npm run bench:tests`: what `npm test` spends its time on (issue 31). Runs what `npm test` runs after its
// setup, as it runs it: the build, then side by side (decisions 0203, 0214) the call tests on PostgreSQL with the
// web unit tests, the call tests on PGlite under Node 24, and the browser tests (Playwright, every project, the
// PowerTranz shop's among them). Prints each one's wall time, the whole suite's, the CPU time of it all (user +
// system of every child), what the whole machine spent meanwhile (every process: PostgreSQL and anything running
// beside, docs/decisions/0170), that CPU by part (the browser's processes, the shops, Playwright, each half of
// the call tests, PostgreSQL: scripts/process-cpu.mjs) and the ten slowest tests of the suite.
// A failing run is reported and the bench goes on, so the figures of the others are still printed.
//   STEPS=unit,e2e   runs only those (build, unit, e2e); unit and e2e run side by side when both are asked for
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sampleProcesses } from './process-cpu.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'var', 'bench-tests');
mkdirSync(out, { recursive: true });
const wanted = new Set((process.env.STEPS ?? 'build,unit,e2e').split(','));

const vitestReports = (file) => ['--reporter=dot', '--reporter=json', `--outputFile.json=${path.join(out, file)}`];

const steps = [
  { name: 'build', runs: [{ name: 'build', part: 'build', cmd: ['npm', 'run', '-s', 'build:all'] }] },
  {
    name: 'tests',
    runs: [
      // The two halves of the call tests, through their own scripts (Node 24 for PGlite: decision 0120), each
      // with its own report.
      { name: 'unit postgres', part: 'unit', cmd: ['npm', 'run', '-s', 'test:postgres', '--', ...vitestReports('unit.json')] },
      { name: 'unit pglite', part: 'unit', cmd: ['npm', 'run', '-s', 'test:pglite', '--', ...vitestReports('pglite.json')] },
      {
        name: 'e2e',
        part: 'e2e',
        cmd: ['npx', 'playwright', 'test', '--reporter=dot,json'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'e2e.json') },
      },
    ],
  },
]
  .map((s) => ({ ...s, runs: s.runs.filter((r) => wanted.has(r.part)) }))
  .filter((s) => s.runs.length > 0);

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

/** The commands the bench started, by pid: the process sampler puts each process under the one it descends from. */
const roots = new Map();

/** Runs a step's commands at once; each one's wall time and exit code, and what the machine spent on the step. */
async function run(step) {
  const t0 = performance.now();
  const m0 = machineCpu();
  const runs = await Promise.all(
    step.runs.map(
      ({ name, cmd, env }) =>
        new Promise((resolve) => {
          const child = spawn(cmd[0], cmd.slice(1), { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
          roots.set(child.pid, name);
          child.on('close', (code) => resolve({ name, code: code ?? 1, wall: (performance.now() - t0) / 1000 }));
        }),
    ),
  );
  return { runs, code: runs.find((r) => r.code !== 0)?.code ?? 0, wall: (performance.now() - t0) / 1000, ...machineSince(m0) };
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
const sampler = sampleProcesses(roots);
const results = [];
for (const step of steps) {
  console.log(`\n== ${step.name}: ${step.runs.map((r) => r.cmd.join(' ')).join(' & ')} (load ${loadavg()[0].toFixed(2)})`);
  const r = await run(step);
  results.push({ ...step, ...r });
  console.log(`== ${step.name}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`} in ${r.wall.toFixed(0)} s`);
}
const wall = (performance.now() - started) / 1000;

console.log('\nbench:tests');
const busy = (m) => `the machine ${m.machine.toFixed(0)} CPU-s, ${(100 * m.share).toFixed(0)}% busy`;
const verdict = (code) => (code === 0 ? 'passed' : 'FAILED');
for (const step of results) {
  const together = step.runs.length > 1;
  console.log(`  ${step.name.padEnd(14)} ${step.wall.toFixed(0).padStart(5)} s  ${verdict(step.code)}  (${together ? 'side by side; ' : ''}${busy(step)})`);
  if (together) for (const r of step.runs) console.log(`    ${r.name.padEnd(12)} ${r.wall.toFixed(0).padStart(5)} s  ${verdict(r.code)}`);
}
const spent = machineSince(machine0);
console.log(`suite wall time: ${wall.toFixed(0)} s (target <= 300 s), CPU ${(childCpu() - cpu0).toFixed(0)} s, ${busy(spent)}, load at the end ${loadavg()[0].toFixed(2)}`);
const machine = spent.machine;
const parts = sampler.stop();
const seen = parts.reduce((sum, [, s]) => sum + s, 0);
console.log(`the machine's CPU by part (sampled each second: ${seen.toFixed(0)} of its ${machine.toFixed(0)} CPU-s seen):`);
for (const [part, s] of parts) console.log(`  ${s.toFixed(0).padStart(6)} CPU-s  ${((100 * s) / machine).toFixed(0).padStart(3)}%  ${part}`);
const all = durations();
console.log(`the 10 slowest of ${all.length} tests:`);
for (const [s, name] of all.slice(0, 10)) console.log(`  ${s.toFixed(1).padStart(6)} s  ${name}`);
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
