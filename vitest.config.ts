import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'functions',
          environment: 'node',
          include: ['functions/**/*.test.ts', 'scripts/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/support/**/*.test.ts'],
          exclude: ['**/*.serial.test.ts', '**/node_modules/**'],
          globalSetup: ['test/setup/local-services.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that add or remove physicians change totals other files assert on,
        // so they run after everything else, one file at a time.
        test: {
          name: 'functions-serial',
          environment: 'node',
          include: ['test/integration/**/*.serial.test.ts'],
          globalSetup: ['test/setup/local-services.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: { '@core': fileURLToPath(new URL('./functions/core', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
    ],
  },
});
