import type { Client } from '../../functions/adapters/aws/opensearch-http';
import { openSearchIndex } from '../../functions/adapters/aws/opensearch-search-index';
import type { IndexChange } from '../../functions/core/ports';
import { nextVersion } from '../../functions/core/physician-version';
import { type RequestRecord, measuredClient, recordFailure, type Trace } from './measured-client';
import { LOAD_AS_OF, loadProfileAt } from './profiles';

export interface WriteStream {
  /** `_bulk` requests per second; 0 for none. */
  readonly rate: number;
  /** Changes per request: a stream batch of the indexer. */
  readonly batch: number;
  /** Share of the changes that are removals; the rest are profile edits. */
  readonly deleteShare: number;
}

export const DEFAULT_WRITES: WriteStream = { rate: 2, batch: 25, deleteShare: 0.1 };

/**
 * One stream batch over the loaded profiles: edits (a profile re-indexed
 * with another's title and skills, as an edit or an import rewrites it) and
 * removals, each with a version from the clock as DynamoDB holds them
 * (core/physician-version.ts), so every one lands above the loaded version 1.
 */
export const changeBatch = (r: () => number, o: { profiles: number; seed: number; batch: number; deleteShare: number; asOf?: Date }): IndexChange[] =>
  Array.from({ length: o.batch }, (): IndexChange => {
    const p = loadProfileAt(o.seed, Math.floor(r() * o.profiles), o.asOf ?? LOAD_AS_OF);
    if (r() < o.deleteShare) return { kind: 'remove', id: p.id, version: nextVersion() };
    const other = loadProfileAt(o.seed, Math.floor(r() * o.profiles), o.asOf ?? LOAD_AS_OF);
    return { kind: 'upsert', doc: { ...p, title: other.title, skills: other.skills }, version: nextVersion() };
  });

/**
 * The indexer's write path (openSearchWrites.apply, bulkApply: external
 * versions, chunks of 500) against the test index. The test index is a
 * concrete `physicians_v<N>` on purpose, with no alias, so the public search
 * never sees it; `require_alias`, which the functions send, would refuse
 * every item there, so only that flag is dropped.
 */
export const sendBatch = async (client: Client, index: string, changes: readonly IndexChange[], sink: RequestRecord[], now?: () => number, trace?: Trace): Promise<void> => {
  const concrete: Client = { ...client, bulk: (params) => client.bulk({ ...params, requireAlias: false }) };
  const tag = { class: 'writes', kind: 'bulk' } as const;
  try {
    await openSearchIndex({ client: measuredClient(concrete, tag, sink, now, trace), index }).apply(changes);
  } catch (e) {
    recordFailure(sink, tag, e);
  }
};
