import '../local/quiet-sdk';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../local/ports';
import { startStack } from '../local/stack';
import { numberArg } from './args';
import type { StackReady } from './bench-stack';

/**
 * A local stack in its own process (as `npm start` runs it), so the load
 * generator or the browser measuring it does not share its event loop.
 * Started by bench-stack.ts; reports over IPC and stops when the parent goes.
 */
const webIndex = process.argv.indexOf('--web-root');
const dataDir = mkdtempSync(join(tmpdir(), 'pd-bench-'));
const port = await freePort();
const began = performance.now();
const stack = await startStack({
  port,
  dataDir,
  webRoot: webIndex > 0 ? resolve(process.argv[webIndex + 1] as string) : join(dataDir, 'no-web'),
  physicians: numberArg('physicians', 1000),
  ephemeral: true,
});
const ready: StackReady = {
  url: stack.url,
  cognitoEndpoint: stack.env.COGNITO_ENDPOINT as string,
  clientId: stack.env.USER_POOL_CLIENT_ID as string,
  users: stack.users,
  indexed: stack.indexed,
  readyMs: performance.now() - began,
};
process.send?.(ready);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
