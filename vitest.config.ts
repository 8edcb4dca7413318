import { configDefaults, defineConfig } from 'vitest/config';
import web from './apps/web/vite.config';

const serverProject = (name: string, db: 'pglite' | 'postgres') => ({
  extends: false as const,
  resolve: { conditions: ['source', 'node'] },
  ssr: { resolve: { conditions: ['source', 'node'] } },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts'],
    // Seeds the demo shop once per project; each test file clones it (docs/decisions/0014).
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
    isolate: false,
  },
});

/**
 * The web's tests of what the app reads as it loads (the page the server drew, a view kept for the history
 * entry): each imports the app afresh, so they run isolated, on a project of their own (docs/decisions/0209).
 */
const webLoadTests = ['src/app/first-view-gate.test.tsx', 'src/app/kept-view.test.tsx'];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one, on this two-core machine. The call tests wait on
    // the database as much as they compute, so two workers run the suite in 3.5 min instead of 5.5.
    maxWorkers: 2,
    projects: [
      serverProject('server-pglite', 'pglite'),
      serverProject('server-postgres', 'postgres'),
      // The other web tests share their modules within a worker, as the server's do: a fresh import of React,
      // Mantine and the app for each file was most of their CPU (docs/decisions/0209).
      { ...web, test: { ...web.test, isolate: false, exclude: [...configDefaults.exclude, ...webLoadTests] } },
      { ...web, test: { ...web.test, name: 'web-load', include: webLoadTests } },
    ],
  },
});
