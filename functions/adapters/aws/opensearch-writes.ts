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

const idOf = (c: IndexChange) => (c.kind === 'upsert' ? c.doc.id : c.id);

/** A removal that keeps losing to a newer stored version this many times is reported as failed. */
const REMOVE_ROUNDS = 3;
/** Removals come a few ids at a time (one person's profiles); a bulk deactivation goes through the stream instead. */
const GET_CONCURRENCY = 16;

/**
 * The write side of the SearchIndex port. `apply` sends one bulk per target
 * (the paths IAM grants are per alias: /physicians/_bulk and
 * /physicians_building/_bulk), each with every change of the batch.
 */
export const openSearchWrites = (client: Client, { alias, buildingAlias }: WriteTargets): Pick<SearchIndex, 'upsert' | 'remove' | 'apply'> => {
  const building = buildingAlias ? aliasWatch(client, buildingAlias) : null;

  const apply = async (changes: readonly IndexChange[], refresh: false | 'wait_for' = false) => {
    if (!changes.length) return { retryable: [], rejected: [], superseded: [] };
    const mirrorOn = buildingAlias !== undefined && building !== null && (await building());
    // The mirror never waits for a refresh: nobody searches the new index yet, and a rebuild loads it with refresh_interval -1.
    const [live, mirror] = await Promise.all([
      bulkApply(client, { alias }, changes, { refresh }),
      mirrorOn ? bulkApply(client, { alias: buildingAlias, mayBeGone: true }, changes) : null,
    ]);
    // The building alias was gone when the mirror arrived: the rebuild swapped (or gave up) meanwhile, and the live
    // write may have reached the previous index just before the swap. Sent again to the live alias, the change lands
    // wherever it points now; on the index that already has it, the same version is a no-op.
    const gone = new Set(mirror?.gone ?? []);
    const again = gone.size ? await bulkApply(client, { alias }, changes.filter((c) => gone.has(idOf(c))), { refresh }) : null;
    if (gone.size) {
      building?.gone();
      console.info(`${gone.size} change(s) found ${buildingAlias} gone (swapped or abandoned): sent again to ${alias}`);
    }
    const results = [live, ...(mirror ? [mirror] : []), ...(again ? [again] : [])];
    return { ...mergeResults(results), superseded: [...live.superseded, ...(again?.superseded ?? [])] };
  };

  /** The versions the live index holds now (real-time GET, refreshed or not), GET_CONCURRENCY at a time; absent ids are left out. */
  const storedVersions = async (ids: readonly string[]): Promise<Map<string, number>> => {
    const found = new Map<string, number>();
    for (let i = 0; i < ids.length; i += GET_CONCURRENCY) {
      await Promise.all(
        ids.slice(i, i + GET_CONCURRENCY).map(async (id) => {
          const v = (await client.get({ index: alias, id })).body?._version;
          if (typeof v === 'number') found.set(id, v);
        }),
      );
    }
    return found;
  };

  return {
    apply: async (changes) => {
      const { retryable, rejected } = await apply(changes);
      return { retryable, rejected };
    },
    // "As they are now": a version from the clock, above every write that came before.
    async upsert(docs) {
      failOn('index', await apply(docs.map((doc) => ({ kind: 'upsert', doc, version: nextVersion() }))));
    },
    /**
     * Deletes above the version the live index holds: a clock version could be
     * below it (another writer's clock ahead, or versions from
     * nextVersion(stored)) and lose with a 409, leaving the physician
     * searchable. An id the index does not hold gets a clock version, a
     * tombstone above any write its profile had. A 409 means a write landed
     * between the read and the delete: read again and delete above it.
     * wait_for: when this resolves, no search finds them.
     */
    async remove(ids) {
      let pending = [...new Set(ids)];
      for (let round = 1; pending.length; round++) {
        const stored = await storedVersions(pending);
        const versionOf = (id: string) => {
          const v = stored.get(id);
          return v === undefined ? nextVersion() : v + 1;
        };
        const result = await apply(pending.map((id) => ({ kind: 'remove', id, version: versionOf(id) })), 'wait_for');
        failOn('delete', result);
        pending = [...result.superseded];
        if (pending.length && round >= REMOVE_ROUNDS) failOn('delete', { retryable: pending, rejected: [] });
      }
    },
  };
};
