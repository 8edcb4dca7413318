import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { mantineStyles } from './build-plugins/mantine-styles';
import { precompress } from './build-plugins/precompress';

export default defineConfig({
  plugins: [mantineStyles(), react(), precompress()],
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
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    name: 'web',
    root: __dirname,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
