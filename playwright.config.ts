import { defineConfig } from '@playwright/test';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The tablet's staff walks run on a shop of their own, so they never meet their phone twins' orders. */
const tabletPort = port + 1;
/** The card tests through PowerTranz (issues 17 and 27) run on a shop started with that gateway. */
const powertranzPort = port + 2;
/** Debian's old headless shell, the browser's own engine without its windows (docs/decisions/0196), unless CHROMIUM_PATH names another. */
export const e2eChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** A fresh data folder per shop: a copy of the run's seeded demo shop (scripts/e2e-shop.mjs). */
export const e2eDataDirOf = (p: number) => path.resolve(p === 4173 ? 'var/e2e' : `var/e2e-${p}`);

/**
 * The run's seeded demo shop, copied by each shop at its start (scripts/e2e-shop.mjs, and a spec's own shop:
 * apps/web/e2e/own-shop.ts): seeded once, not for each. The name is the run's: this config is read again by every
 * worker, which inherit the first reading.
 */
export const e2eTemplate = path.resolve(`var/e2e-template-${(process.env.E2E_RUN_ID ??= String(Date.now()))}`);

const shop = (p: number, env: Record<string, string> = {}) => ({
  command: 'node scripts/e2e-shop.mjs',
  url: `http://127.0.0.1:${p}/`,
  reuseExistingServer: false,
  // The first start seeds the demo shop; on a machine busy with other builds that can take minutes.
  timeout: 300_000,
  // The robot check at a sixteenth of its work: the browser runs V8 without its optimizing compilers (below), where
  // the full check's SHA-256 loop took past a minute on a busy machine (docs/decisions/0217).
  env: { PORT: String(p), HOST: '127.0.0.1', DATA_DIR: e2eDataDirOf(p), E2E_TEMPLATE: e2eTemplate, LOG_LEVEL: 'warn', NODE_ENV: 'production', ROBOT_CHECK_BITS: '12', ...env },
  stdout: 'pipe' as const,
});

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  // Three at a time, in CI too: four were no faster, both cores being busy throughout (decision 0170). Tests
  // that pay check out as their worker's own passenger (support.ts ownShopper), since a shopper's new
  // reservation ends their other one.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  retries: 0,
  // A test waits for states, each within expect's 10 s; the whole test may take longer on a busy machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Every page is visited as by someone who asked for less motion: the shop then draws no fades and no spinning
    // loaders (styles/motion.css), which spared the browser a tenth of its work (docs/decisions/0205). The motion
    // itself is checked where it matters, in a11y.spec.ts.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: e2eChromium,
      // V8 without its optimizing compilers (Maglev, TurboFan): a test's page lives seconds, too short for the
      // optimized code to repay its compiling; the same JavaScript runs, only slower in long loops (the Reset
      // Password screen's proof of work). The browser then spent a tenth less (docs/decisions/0207).
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
        '--js-flags=--no-opt --no-maglev',
      ],
    },
  },
  // Staff walks (`*.staff.spec.ts`, titles tagged @staff) run on the touch tablet and the phone the staff carry.
  // The phone and tablet projects come first: each runs one test at a time, so they start at once and walk beside
  // the desktop tests on the other workers, instead of walking alone at the end of the run (decision 0170).
  projects: [
    // The staff walks share a shop's queues and counter accounts, so each device walks one at a time. The
    // tablet walks on its own shop (tabletPort), beside the phone's, so a walk never finds its order moved by
    // its twin on the other device. Desktop tests run beside them on the phone's shop.
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
      use: { baseURL: `http://127.0.0.1:${tabletPort}`, viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true },
    },
    // In the same run as the rest, on a shop of its own that pays through PowerTranz's sandbox: four tests that
    // a second run at the end used to wait for, with a second start and seeding of its own.
    {
      name: 'powertranz',
      testMatch: /checkout-powertranz.*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${powertranzPort}`, viewport: { width: 1280, height: 800 } },
    },
    { name: 'desktop', testIgnore: [/\.(phone|staff)\.spec\.ts$/, /checkout-powertranz/], use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: [shop(port), shop(tabletPort), shop(powertranzPort, { PAYMENT_GATEWAY: 'powertranz' })],
});
