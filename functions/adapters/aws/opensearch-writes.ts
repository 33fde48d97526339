import type { Client } from './opensearch-http';
import type { ApplyResult, IndexChange, SearchIndex } from '../../core/ports';
import { nextVersion } from '../../core/physician-version';
import { aliasWatch } from './opensearch-alias-watch';
import { bulkApply, mergeResults } from './opensearch-bulk';

export interface WriteTargets {
  /** The alias searches read (OPENSEARCH_INDEX, `physicians`). */
  readonly alias: string;
  /** The rebuild's alias (`physicians_building`): while it exists, `apply` writes there too, so the new index misses nothing. */
  readonly buildingAlias?: string;
}

const failOn = (what: string, r: ApplyResult) => {
  const failed = [...r.rejected, ...r.retryable];
  if (failed.length) throw new Error(`OpenSearch ${what} failed for ${failed.length} document(s), e.g. ${failed[0]}`);
};

/**
 * The write side of the SearchIndex port. `apply` sends one bulk per target
 * (the paths IAM grants are per alias: /physicians/_bulk and
 * /physicians_building/_bulk), each with every change of the batch.
 */
export const openSearchWrites = (client: Client, { alias, buildingAlias }: WriteTargets): Pick<SearchIndex, 'upsert' | 'remove' | 'apply'> => {
  const building = buildingAlias ? aliasWatch(client, buildingAlias) : null;

  const apply = async (changes: readonly IndexChange[], refresh: false | 'wait_for' = false): Promise<ApplyResult> => {
    if (!changes.length) return { retryable: [], rejected: [] };
    const mirror = building && buildingAlias && (await building()) ? [bulkApply(client, { alias: buildingAlias, mayBeGone: true }, changes, { refresh })] : [];
    return mergeResults(await Promise.all([bulkApply(client, { alias }, changes, { refresh }), ...mirror]));
  };

  return {
    apply: (changes) => apply(changes),
    // "As they are now": a version from the clock, above every write that came before.
    async upsert(docs) {
      failOn('index', await apply(docs.map((doc) => ({ kind: 'upsert', doc, version: nextVersion() }))));
    },
    // The removal flow deleted the profiles from DynamoDB just before, and ids are never reused: a version from the clock
    // outranks every write the profile ever had. wait_for: when this resolves, no search finds them.
    async remove(ids) {
      failOn('delete', await apply(ids.map((id) => ({ kind: 'remove', id, version: nextVersion() })), 'wait_for'));
    },
  };
};
