import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eTemplate } from '../../../playwright.config';

/**
 * A seeded shop of the spec's own, for a spec that changes what every other test relies on (the exchange rate)
 * or needs another setting (the reminder's lead). Its port and data folder derive from this run's E2E port and
 * `offset`, so runs and files do not collide. Registers the start in beforeAll and the stop in afterAll.
 * The shop starts as the run's three shops do, through scripts/e2e-shop.mjs on a copy of the run's seeded demo
 * shop: seeding its own took a worker 20 s and more on a busy machine. The start waits for the shop to answer, up
 * to five minutes, rather than for a time.
 */
export function ownShop(name: string, offset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 4173) + offset;
  const shop = { port, baseURL: `http://127.0.0.1:${port}`, dataDir: path.resolve(`var/e2e-${name}-${port}`) };
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(330_000);
    // What the shop says goes to a log beside its data folder, named in the failure if it never answers.
    const log = `${shop.dataDir}.log`;
    server = spawn(process.execPath, ['scripts/e2e-shop.mjs'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: shop.dataDir, E2E_TEMPLATE: e2eTemplate, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
      stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    });
    const answers = async () => {
      if (server?.exitCode !== null) throw new Error(`the shop ended (${server?.exitCode}): ${await readFile(log, 'utf8')}`);
      return fetch(`${shop.baseURL}/`).then((r) => r.status, () => 0);
    };
    await expect.poll(answers, { timeout: 300_000, intervals: [500], message: `the shop on ${port} never answered; see ${log}` }).toBe(200);
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => (server?.exitCode !== null ? r(null) : server.once('exit', r)));
    await rm(shop.dataDir, { recursive: true, force: true });
  });
  return shop;
}
