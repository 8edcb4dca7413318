import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one, on this two-core machine. The call tests wait on
    // the database as much as they compute, so two workers run the suite in 3.5 min instead of 5.5.
    maxWorkers: 2,
    projects: [
      serverProject('server-pglite', 'pglite'),
      serverProject('server-postgres', 'postgres'),
      'apps/web/vite.config.ts',
    ],
  },
});
