import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source'] },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  // Every browser the shop supports knows <link rel="modulepreload">: no polyfill in the entry script.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 600, manifest: true, modulePreload: { polyfill: false } },
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
