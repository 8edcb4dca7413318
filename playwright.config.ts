import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
/** A fresh data folder per run and port: the embedded database is created and seeded on first start. */
export const e2eDataDir = path.resolve(port === 4173 ? 'var/e2e' : `var/e2e-${port}`);

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  // Two at a time (CI=1, the checks: one). Three were faster (11.7 min against 21), but then two tests signed
  // in as the same shopper checked out at once, and a shopper's new reservation ends their other one.
  workers: Number(process.env.E2E_WORKERS ?? (process.env.CI ? 1 : 2)),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  projects: [
    // Staff walks (`*.staff.spec.ts`, titles tagged @staff) run on the touch tablet and the phone the staff carry.
    { name: 'desktop', testIgnore: /\.(phone|staff)\.spec\.ts$/, use: { viewport: { width: 1280, height: 800 } } },
    // The staff walks share the demo shop's queues and counter accounts: one at a time, the phone's before the
    // tablet's, so a walk never finds its order moved by its twin on the other device. Desktop tests run beside them.
    {
      name: 'phone',
      testMatch: /\.(phone|staff)\.spec\.ts$/,
      workers: 1,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'tablet',
      testMatch: /\.staff\.spec\.ts$/,
      workers: 1,
      dependencies: ['phone'],
      use: { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: `rm -rf ${e2eDataDir} && node apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // The first start seeds the demo shop; on a machine busy with other builds that can take minutes.
    timeout: 300_000,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: e2eDataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  },
});
