import '../../scripts/local/quiet-sdk';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../scripts/local/ports';
import { startStack } from '../../scripts/local/stack';
import type { StackInfo } from '../support/stack';

interface Shared {
  started: Promise<{ info: StackInfo; stop: () => Promise<void> }>;
  users: number;
}

// The handlers run in this process and read process.env, so there can be only one stack per
// process: the projects that need one (functions, functions-serial) share it through globalThis,
// which holds whether or not vitest loads this module once per project.
const holder = globalThis as typeof globalThis & { __physicianDirectoryStack?: Shared };

const start = async () => {
  // A small cap so the fair-use refusal can be reached in a test.
  process.env.CONTACT_REVEAL_DAILY_CAP = '5';
  // Rows, not requests: the exports test fills a dedicated user's allowance with one big list export.
  process.env.EXPORT_DAILY_CAP = '2000';
  const dataDir = mkdtempSync(join(tmpdir(), 'pd-test-'));
  const port = await freePort();
  // A stand-in for the built SPA, so static paths answer as they do with the real build (no 503).
  const webRoot = join(dataDir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Physician Directory</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(webRoot, 'assets', 'app.js'), 'export {};');
  const stack = await startStack({ port, dataDir, webRoot, physicians: 300, ephemeral: true });
  const info: StackInfo = { url: `http://127.0.0.1:${port}`, inboxUrl: stack.inboxUrl, env: stack.env, users: stack.users };
  return {
    info,
    stop: async () => {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * One real local stack for the functions projects: DynamoDB Local (in
 * memory), cognito-local, the SES and S3 emulators and the app server, on
 * free ports with a throwaway data folder. Tests reach it over HTTP.
 */
export default async function setup(project: TestProject) {
  const shared = (holder.__physicianDirectoryStack ??= { started: start(), users: 0 });
  shared.users++;
  const { info, stop } = await shared.started;
  project.provide('stack', info);
  return async () => {
    if (--shared.users > 0) return;
    holder.__physicianDirectoryStack = undefined;
    await stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
