import { deps, provideAdapters } from '../../adapters/pick';
import { searchAdapters } from '../../adapters/search-adapters';
import { alerts, keyring, mailer, teams, users } from '../../adapters/store-adapters';
import { type AlertRunResult, runAlerts } from '../run-alerts';
import { withSourceStacks } from '../../core/source-stack';

// What runAlerts reads (infra/provided-adapters.test.ts checks the list), and no other adapter.
provideAdapters({ alerts, keyring, mailer, teams, users, ...searchAdapters });

/**
 * Scheduled (not an HTTP feature; infra/alert-runner.ts): runs the due
 * saved-search alerts. A run with failures throws after doing what it could,
 * so the errors alarm fires; failed alerts stay due for the next run.
 */
export const handler = withSourceStacks(async (): Promise<AlertRunResult> => {
  const d = await deps();
  const result = await runAlerts(d, { indexLagMs: d.config.ALERTS_INDEX_LAG_SECONDS * 1000 });
  if (result.failed) throw new Error(`${result.failed} alert(s) could not be run; they stay due for the next run`);
  return result;
});
