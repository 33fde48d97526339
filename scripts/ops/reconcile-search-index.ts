import '../local/quiet-sdk';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { openSearchRebuildTarget } from '../../functions/adapters/aws/opensearch-rebuild-target';
import { buildDeps } from '../../functions/adapters/pick';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';
import { reconcileSearchIndex } from '../../functions/indexer/reconcile';
import { openSearchConfig } from './search-config';
import { reconciledLine } from './search-report';

provideAllAdapters();

/**
 * `npm run search:reconcile`
 * What the scheduled reconciliation does (functions/indexer/reconcile.ts), now:
 * compares ids and versions of the live alias OPENSEARCH_INDEX with DynamoDB,
 * deletes what DynamoDB no longer has, indexes what is missing or older, and
 * prints the counts. Run it after re-driving or discarding the indexer's failure queue.
 * Exit codes: 0 in step (after repair); 3 ids still differ; 1 anything else.
 */
try {
  const c = openSearchConfig();
  const v = await reconcileSearchIndex(buildDeps(c).physicians, openSearchRebuildTarget(openSearchClientFor(c), c.OPENSEARCH_INDEX), () => undefined);
  console.log(reconciledLine(v));
  if (v.remaining.length) {
    console.error(`Still differing, e.g. ${v.remaining.slice(0, 5).join(', ')}: run again; if they persist, look at those profiles' stream records.`);
    process.exitCode = 3;
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
