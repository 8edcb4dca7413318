import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Starts the built shop (`apps/server/dist/main.js`) on a free port (or PORT) with a fresh data folder. */
export async function startShop(root) {
  const port = Number(process.env.PORT) || (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-web-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // However the benchmark ends (a failure, Ctrl-C), the shop it started ends with it.
  const kill = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', kill);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    const up = await fetch(`${base}/`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() - started > 180_000) throw new Error('the shop did not answer within 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
