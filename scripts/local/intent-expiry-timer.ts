import type { ServerResponse } from 'node:http';
import type { Deps } from '../../functions/core/deps';
import { runIntentExpiry } from '../../functions/profile/intent-expiry-run';

/**
 * The local stand-in for the hourly intent job in AWS (infra/intent-expiry.ts):
 * expires opted-in intent and mails reminders. INTENT_EXPIRY_EVERY_MS
 * (default 60 s) sets the tick. Returns the stop function.
 */
export const startIntentExpiryTimer = (d: Deps, everyMs = Number(process.env.INTENT_EXPIRY_EVERY_MS ?? 60_000)): (() => void) => {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runIntentExpiry(d)
      .then((r) => {
        if (r.failed) console.warn(`intent expiry: ${r.failed} entr(ies) failed; next try in ${everyMs / 1000} s`);
      })
      .catch((e: unknown) => console.warn('intent expiry failed:', e instanceof Error ? e.name : 'unknown error'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  // A timer alone must not keep the process alive.
  timer.unref();
  return () => clearInterval(timer);
};

/** POST /_local/intent-expiry/run on the local server only (`npm run intent:expire`): the job now. */
export const handleLocalIntentExpiry = async (d: Deps, res: ServerResponse): Promise<void> => {
  const result = await runIntentExpiry(d);
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(result));
};
