import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { localBaseUrl } from '../local/stack-url-file';

/**
 * `npm run intent:expire [-- --base http://127.0.0.1:PORT]`: runs the intent
 * job (issue 25: expire opted-in intent, mail reminders 30 days before) now
 * on the local stack that `npm start` runs (found as alerts:run finds it).
 * In AWS, invoke the IntentExpiry function instead (infra/intent-expiry.ts).
 */
try {
  const { values } = parseArgs({ options: { base: { type: 'string' } } });
  const base = localBaseUrl({ base: values.base, port: process.env.PORT, dataDir: resolve(process.env.DATA_DIR ?? '.data') });
  const res = await fetch(`${base}/_local/intent-expiry/run`, { method: 'POST' });
  if (!res.ok) throw new Error(`The local stack at ${base} answered ${res.status}`);
  const r = (await res.json()) as { expired: number; reminded: number; failed: number };
  console.log(`Intent: ${r.expired} expired, ${r.reminded} reminder(s) mailed, ${r.failed} failed.`);
} catch (e) {
  console.error(`Could not run the intent job (is npm start running? --base names its URL): ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
