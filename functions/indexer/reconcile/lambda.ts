import { config } from '../../core/config';
import { documentClient } from '../../adapters/aws/dynamo-client';
import { dynamoPhysicianStore } from '../../adapters/aws/dynamo-physician-store';
import { openSearchClientFor } from '../../adapters/aws/opensearch-client';
import { openSearchRebuildTarget } from '../../adapters/aws/opensearch-rebuild-target';
import { reconcileSearchIndex } from '../reconcile';
import { withSourceStacks } from '../../core/source-stack';

/**
 * Scheduled (infra/search-reconciler.ts): reconciles the live alias with
 * DynamoDB. Drift that could not be repaired fails the run, so the
 * function's errors alarm fires; the counts are metrics either way. It
 * needs the profile store and the index's write side only, so it builds
 * those two rather than every adapter (deps()), and its bundle stays small.
 */
export const handler = withSourceStacks(async (): Promise<{ fixed: number; remaining: number }> => {
  const c = config();
  if (c.SEARCH_ENGINE !== 'opensearch') throw new Error('The reconciliation runs against OpenSearch only (SEARCH_ENGINE=opensearch)');
  // No explicit _refresh: the live index refreshes every second by itself, and this role may not call it.
  const live = openSearchRebuildTarget(openSearchClientFor(c), c.OPENSEARCH_INDEX, { refresh: false });
  const v = await reconcileSearchIndex(dynamoPhysicianStore(documentClient(c), c.TABLE_NAME), live);
  if (v.remaining.length) throw new Error(`${v.remaining.length} physician(s) still differ between DynamoDB and the search index after repair, e.g. ${v.remaining[0]}`);
  return { fixed: v.fixed, remaining: 0 };
});
