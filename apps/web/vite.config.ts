import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bootShell } from './build-plugins/boot-shell';
import { mantineStyles } from './build-plugins/mantine-styles';
import { firstPageChunk, noChunkCycles, pageChunkFiles } from './build-plugins/page-chunks';
import { precompress } from './build-plugins/precompress';

/** The checkout's shared modules (not its pages), kept out of the first page's chunk. */
const checkout = /src[\\/]features[\\/]checkout[\\/](?!pages[\\/])/;

export default defineConfig({
  plugins: [mantineStyles(), react(), bootShell(), noChunkCycles(), pageChunkFiles(), precompress()],
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry script.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first page loads in one chunk (decision 0051); the checkout's shared modules in
          // their own, so the lazy checkout pages do not pull them into it (decision 0028).
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: 'checkout', test: checkout, includeDependenciesRecursively: false },
            // A first page's own modules in one chunk with it, not in twenty small shared ones (decision 0057).
            { name: firstPageChunk(), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: __dirname,
    environment: 'jsdom',
    // The zod-free contracts files the web imports are tested here too, in the browser-like environment.
    include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts', '../../packages/contracts/src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Tests that render lazy routes wait for each page's module up to PAGE_WAIT (src/test/render-routes.tsx), some
    // for several pages in turn: the test's own bound must not end them first on a busy machine.
    testTimeout: 120_000,
    // A file's setup imports the app's route tree (kept-view.test.tsx, first-view-gate.test.tsx): on a machine busy
    // with the call tests, the browser tests and a build, that outlasted vitest's 10 s default (stop 52).
    hookTimeout: 120_000,
  },
});
