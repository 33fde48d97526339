import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Web test files that use the real aws-amplify (no vi.mock of aws-amplify/auth).
const realAmplify = ['web/src/lib/auth/configure-auth.test.ts'];
const web = {
  plugins: [react()],
  resolve: { alias: { '@core': fileURLToPath(new URL('./functions/core', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['web/src/**/*.test.{ts,tsx}'],
    setupFiles: ['web/src/test-setup.ts'],
    testTimeout: 30_000,
  },
};

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a 2-core machine, so the
    // whole suite ran in a single lane. The integration files mostly wait on the local stack (its
    // server in vitest's main process, DynamoDB Local's JVM), so two workers overlap that waiting on 2 cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          // One module graph per worker rather than per file: importing the handlers, the AWS SDK and zod afresh for
          // each of 191 files took 460 s summed (27 s shared). The files that change timers or the environment put
          // them back after each test (fake timers, stubEnv, process.env); green in full without isolation.
          isolate: false,
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
        ...web,
        // One jsdom and one module graph per worker rather than per file: half the web project's time
        // went into building them. test-setup.ts resets the DOM, toasts, stubs and storage after
        // every test; green twice over in shuffled file orders.
        test: { ...web.test, name: 'web', exclude: realAmplify, isolate: false },
      },
      // These drive Amplify's real singletons (configuration, token store), which another file's
      // mocked session would leave behind in a shared module graph: a fresh graph per file.
      { ...web, test: { ...web.test, name: 'web-isolated', include: realAmplify } },
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
