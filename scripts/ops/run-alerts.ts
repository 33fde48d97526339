import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localBaseUrl } from '../local/stack-url-file';

/**
 * `npm run alerts:run [-- --all] [--base http://127.0.0.1:PORT]`: runs the
 * saved-search alerts now on the local stack that `npm start` runs, which
 * holds the search engine in its process: the one `--base` names, else PORT,
 * else the one running on DATA_DIR (it writes its URL there), else port 3000.
 * `--all` runs every enabled alert, due or not.
 * In AWS, invoke the AlertRunner function instead (infra/README.md).
 */
try {
  const { values } = parseArgs({ options: { all: { type: 'boolean', default: false }, base: { type: 'string' } } });
  const base = localBaseUrl({ base: values.base, port: process.env.PORT, dataDir: resolve(process.env.DATA_DIR ?? '.data') });
  const res = await fetch(`${base}/_local/alerts/run${values.all ? '?all=1' : ''}`, { method: 'POST' });
  if (!res.ok) throw new Error(`The local stack at ${base} answered ${res.status}`);
  const r = (await res.json()) as { alerts: number; digests: number; failed: number };
  console.log(`Ran ${r.alerts} due alert(s): ${r.digests} digest(s) sent, ${r.failed} failed.`);
} catch (e) {
  console.error(`Could not run the alerts (is npm start running? --base names its URL): ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
