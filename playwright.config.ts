import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/*
 * The journeys run against the real local stack started by `npm start`
 * itself, on ports and a data folder of their own. The config is evaluated
 * again in every worker; the environment carries the first choice along.
 */
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_SES_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'pd-e2e-'));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'test/e2e',
  // 90 s, not 60: axe runs on every page a journey shows (support/contract-test.ts), which one journey took past 60.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `http://127.0.0.1:${port}/config.json`,
    env: {
      PORT: String(port),
      SES_PORT: process.env.E2E_SES_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_PHYSICIANS: '300',
      LOG_LEVEL: 'WARN',
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
