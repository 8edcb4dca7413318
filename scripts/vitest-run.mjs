#!/usr/bin/env node
// `vitest run` with the same arguments, and one difference (docs/decisions/0197): when a test worker process
// dies while no test has failed ("Worker exited unexpectedly"), the files it left unfinished run once more in a
// fresh worker, and the run says so, with the dead worker's exit code or signal. A test that fails, an error of
// any other kind, or a second death fails the run as before.
import { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseCLI, startVitest } from 'vitest/node';

const WORKER_DIED = 'Worker exited unexpectedly';
const say = (line) => process.stderr.write(`vitest-run: ${line}\n`);

// Vitest drops the code and signal a worker exited with; keep them to say what killed it. SIGTERM is Vitest's own
// way of stopping a worker.
const deaths = [];
const emit = ChildProcess.prototype.emit;
ChildProcess.prototype.emit = function (event, code, signal) {
  if (event === 'exit' && (code || (signal && signal !== 'SIGTERM'))) deaths.push(`process ${this.pid}: ${signal ? `signal ${signal}` : `exit code ${code}`}`);
  return emit.apply(this, arguments);
};

const { filter, options } = parseCLI(['vitest', 'run', ...process.argv.slice(2)]);
const causeOf = (e) => `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;

async function run(files) {
  deaths.length = 0;
  const vitest = await startVitest('test', files, { ...options, watch: false, run: true });
  if (!vitest) return { ok: false };
  const errors = vitest.state.getUnhandledErrors();
  const results = vitest.state.getFiles();
  const failed = results.filter((f) => f.result?.state === 'fail');
  const unfinished = results.filter((f) => !['pass', 'skip', 'fail'].includes(f.result?.state ?? '')).map((f) => f.filepath);
  const onlyDeaths = errors.length > 0 && errors.every((e) => causeOf(e).includes(WORKER_DIED));
  await vitest.close();
  return { ok: process.exitCode === 0 || process.exitCode === undefined, failed, unfinished, onlyDeaths };
}

const first = await run(filter);
if (first.ok) process.exit(0);
if (!first.onlyDeaths || first.failed.length > 0 || first.unfinished.length === 0) process.exit(process.exitCode || 1);

say(`a test worker died (${deaths.join('; ') || 'no code or signal seen'}) with no test failed; running the ${first.unfinished.length} file(s) it left unfinished once more:`);
for (const f of first.unfinished) say(`  ${f}`);
process.exitCode = 0;
// The run again writes its own JSON report (`npm run bench:tests` asks for one) over the first's: the files it
// runs again take their place in the first's, so the report still holds every file.
const jsonReport = typeof options.outputFile === 'object' ? options.outputFile?.json : undefined;
const firstReport = jsonReport && existsSync(jsonReport) ? JSON.parse(readFileSync(jsonReport, 'utf8')) : null;
const again = await run(first.unfinished);
if (firstReport && existsSync(jsonReport)) {
  const byFile = new Map(firstReport.testResults.map((f) => [f.name, f]));
  for (const f of JSON.parse(readFileSync(jsonReport, 'utf8')).testResults) byFile.set(f.name, f);
  writeFileSync(jsonReport, JSON.stringify({ ...firstReport, testResults: [...byFile.values()] }));
}
if (!again.ok && deaths.length) say(`a test worker died again (${deaths.join('; ')})`);
process.exit(again.ok ? 0 : process.exitCode || 1);
