import './local/quiet-sdk';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { portInUse } from './local/ports';
import { sesPortTaken } from './local/ses';
import { startStack } from './local/stack';
import { removeStackUrl, writeStackUrl } from './local/stack-url-file';

/**
 * `npm start`: the whole product locally. Env: PORT (3000), DATA_DIR (.data),
 * SEED_PHYSICIANS (1000), SES_PORT (free), SEED_* accounts (see README), WEB_DIST (web/dist:
 * a built web app elsewhere, so parallel builds need not share one folder).
 */
const port = Number(process.env.PORT ?? 3000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const webRoot = resolve(process.env.WEB_DIST ?? 'web/dist');
const started = Date.now();

if (await portInUse(port)) {
  console.error(`Port ${port} is already in use. Stop whatever listens there, or run with PORT=<another port> npm start.`);
  process.exit(1);
}
const sesPort = process.env.SES_PORT ? Number(process.env.SES_PORT) : undefined;
if (sesPort !== undefined && !(Number.isInteger(sesPort) && sesPort > 0 && sesPort < 65536)) {
  console.error(`SES_PORT must be a port number (1-65535), got ${process.env.SES_PORT}.`);
  process.exit(1);
}
if (sesPort !== undefined && (await portInUse(sesPort))) {
  console.error(sesPortTaken(sesPort));
  process.exit(1);
}
if (!existsSync(resolve(webRoot, 'index.html')) && !process.env.WEB_DIST) {
  console.log('Building the web app (first run)...');
  execSync('npm run build:web', { stdio: 'inherit' });
}

const stack = await startStack({
  port,
  dataDir,
  webRoot,
  physicians: Number(process.env.SEED_PHYSICIANS ?? 1000),
  ...(sesPort !== undefined ? { sesPort } : {}),
});
writeStackUrl(dataDir, stack.url);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
Physician directory is running (ready in ${seconds} s${stack.seeded ? ', freshly seeded' : ''}; ${stack.indexed} physicians indexed).

  App:         ${stack.url}
  Mail inbox:  ${stack.inboxUrl}   (sign-up codes and other mail)
  Data:        ${dataDir}   (delete it to start over)

  Accounts:
${stack.users.map((u) => `    ${u.label.padEnd(18)} ${u.email} / ${u.password}`).join('\n')}

Press Ctrl-C to stop.`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  removeStackUrl(dataDir);
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
