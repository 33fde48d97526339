import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { buildDeps } from '../../functions/adapters/pick';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';
import { openSearchConfig } from './search-config';
import { reconciledLine } from './search-report';
import { ALIAS_WAIT_MS, runRollback } from './search-rebuild-run';

provideAllAdapters();

/**
 * `npm run search:rollback [-- physicians_v<N>]`
 * Points OPENSEARCH_INDEX back at an older index (by default the generation
 * before the live one) without resurrecting anyone: the old index gets the
 * building alias, so the indexer writes there again, is reconciled with
 * DynamoDB (removals since the swap first), and only then swapped in, in one
 * _aliases request. The index it leaves is kept.
 * Exit codes: 0 rolled back; 3 the old index still differed (nothing swapped); 4 rolled back,
 * but ids still differ after the swap (run npm run search:reconcile); 1 anything else.
 */
const waitMs = (): number => {
  const ms = Number(process.env.SEARCH_REBUILD_ALIAS_WAIT_MS);
  return Number.isFinite(ms) && ms >= 0 && process.env.SEARCH_REBUILD_ALIAS_WAIT_MS !== undefined ? ms : ALIAS_WAIT_MS;
};

try {
  const c = openSearchConfig();
  const to = process.argv[2];
  const outcome = await runRollback({ client: openSearchClientFor(c), alias: c.OPENSEARCH_INDEX, physicians: buildDeps(c).physicians, waitMs: waitMs(), ...(to ? { to } : {}) });
  const v = outcome.verification;
  console.log(`Reconciled ${outcome.index} before the swap: fixed ${v.fixed} (no longer in DynamoDB ${v.extra}, missing ${v.missing}, older ${v.older}); still differing ${v.remaining.length}.`);
  if (outcome.swapped) {
    console.log(`Rolled ${c.OPENSEARCH_INDEX} back to ${outcome.index}; ${outcome.previous} is kept.`);
    console.log(reconciledLine(outcome.afterSwap));
    if (outcome.afterSwap.remaining.length) process.exitCode = 4;
  } else {
    console.error(`Not rolled back: ${v.remaining.length} physician(s) still differ in ${outcome.index}; ${c.OPENSEARCH_INDEX} is unchanged.`);
    process.exitCode = 3;
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
