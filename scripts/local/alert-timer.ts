import type { ServerResponse } from 'node:http';
import { runAlerts } from '../../functions/alerts/run-alerts';
import type { Deps } from '../../functions/core/deps';

/** `--all` / the local hook: every enabled alert counts as due, however often it ran early (each run moves it a period on). */
const ALL_DUE_BY = new Date('9999-12-31T00:00:00.000Z');

/**
 * The local stand-in for the hourly schedule in AWS (infra/alert-runner.ts).
 * ALERTS_EVERY_MS (default 60 s) sets the tick; the index lag comes from
 * ALERTS_INDEX_LAG_SECONDS as in AWS. Returns the stop function.
 */
export const startAlertTimer = (d: Deps, everyMs = Number(process.env.ALERTS_EVERY_MS ?? 60_000)): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAlerts(d, { indexLagMs: d.config.ALERTS_INDEX_LAG_SECONDS * 1000 })
      .then((r) => {
        if (r.failed) console.warn(`alerts: ${r.failed} alert(s) failed; they stay due`);
      })
      .catch((e: unknown) => console.warn('alert run failed:', e instanceof Error ? e.name : 'unknown error'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A timer alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * POST /_local/alerts/run[?all=1] on the local server only (`npm run alerts:run`, the journeys):
 * runs the alerts now, with no index lag (the local engine indexes within a poll); `all` runs every enabled alert.
 */
export const handleLocalAlertRun = async (d: Deps, url: URL, res: ServerResponse): Promise<void> => {
  const all = url.searchParams.get('all') === '1';
  const result = await runAlerts(d, { indexLagMs: 0, ...(all ? { dueBy: ALL_DUE_BY } : {}) });
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(result));
};
