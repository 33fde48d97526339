import { parseArgs } from 'node:util';

/**
 * `npm run alerts:run [-- --all]`: runs the saved-search alerts now on the
 * local stack that `npm start` runs (PORT, default 3000), which holds the
 * search engine in its process. `--all` runs every enabled alert, due or not.
 * In AWS, invoke the AlertRunner function instead (infra/README.md).
 */
try {
  const { values } = parseArgs({ options: { all: { type: 'boolean', default: false } } });
  const port = Number(process.env.PORT ?? 3000);
  const res = await fetch(`http://127.0.0.1:${port}/_local/alerts/run${values.all ? '?all=1' : ''}`, { method: 'POST' });
  if (!res.ok) throw new Error(`The local stack answered ${res.status}`);
  const r = (await res.json()) as { alerts: number; digests: number; failed: number };
  console.log(`Ran ${r.alerts} due alert(s): ${r.digests} digest(s) sent, ${r.failed} failed.`);
} catch (e) {
  console.error(`Could not run the alerts (is npm start running on PORT?): ${e instanceof Error ? e.message : String(e)}`);
  process.exitCode = 1;
}
