import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * What every page needs (router, query client, stores, the api client) goes into one "shell" chunk, so
 * that adding a page does not re-split it into more, smaller chunks for the first page (decision 0028).
 */
const checkout = /src[\\/]features[\\/]checkout[\\/](?!pages[\\/])/;
const shell = /node_modules[\\/](@tanstack|react-router|zustand)[\\/]|src[\\/]lib[\\/](api|api-error|network-status|session-bridge|sign-out-hooks)\.ts$|contracts[\\/]src[\\/]status\.ts$/;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry script.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shell', test: shell }, { name: 'checkout', test: checkout, includeDependenciesRecursively: false }] } } },
  },
  test: {
    name: 'web',
    root: __dirname,
    environment: 'jsdom',
    // The zod-free contracts files the web imports are tested here too, in the browser-like environment.
    include: ['src/**/*.test.{ts,tsx}', '../../packages/contracts/src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
