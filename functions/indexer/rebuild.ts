import type { ApplyResult, IndexChange, PhysicianStore, SearchIndex } from '../core/ports';
import { summaryOf } from '../core/physician';
import { versionOf } from '../core/physician-version';
import type { PhysicianRecord } from '../core/schemas/physician';
import { applyWithRetries } from './apply-with-retries';

/** The new index a rebuild fills (through its own alias, never the live one). */
export interface RebuildTarget {
  apply(changes: readonly IndexChange[], refresh?: 'wait_for'): Promise<ApplyResult>;
  /** Makes everything written so far visible to search. */
  refresh(): Promise<void>;
  /** Every id in the index with its version, page by page. */
  scanVersions(onPage: (page: Array<[string, number]>) => void): Promise<void>;
  /** The versions of these ids; absent ids are left out. */
  versionsOf(ids: readonly string[]): Promise<Map<string, number>>;
}

type Store = Pick<PhysicianStore, 'scanAll' | 'getMany'>;

const upsertOf = (r: PhysicianRecord): IndexChange => ({ kind: 'upsert', doc: summaryOf(r), version: versionOf(r) });

const failIfAny = (what: string, r: ApplyResult) => {
  const failed = [...r.rejected, ...r.retryable];
  if (failed.length) throw new Error(`${what}: ${failed.length} document(s) could not be written, e.g. ${failed[0]}`);
};

/**
 * Scans DynamoDB (the source of truth) into the new index with each
 * profile's version. While it runs the indexer writes every stream change
 * there too, so a profile removed or changed after its page was read wins
 * over the scan's copy: the stale write is a 409 (a newer version, or the
 * removal's tombstone). Returns how many profiles it wrote.
 */
export const loadFromTable = async (physicians: Pick<Store, 'scanAll'>, target: Pick<RebuildTarget, 'apply'>, onProgress?: (done: number) => void): Promise<number> => {
  let count = 0;
  await physicians.scanAll(async (page) => {
    failIfAny('Loading the new index', await applyWithRetries({ apply: (c) => target.apply(c) }, page.map(upsertOf)));
    count += page.length;
    onProgress?.(count);
  });
  return count;
};

/** Fills an index that is not swapped (the local engine at startup) from DynamoDB, with versions. Returns how many profiles it wrote. */
export const rebuildSearchIndex = (d: { physicians: Pick<Store, 'scanAll'>; search: Pick<SearchIndex, 'apply'> }): Promise<number> =>
  loadFromTable(d.physicians, { apply: (c) => d.search.apply(c) });

export interface Verification {
  readonly tableCount: number;
  readonly indexCount: number;
  /** In DynamoDB, not in the index. */
  readonly missing: number;
  /** In the index with a lower version than DynamoDB's. */
  readonly older: number;
  /** In the index, no longer in DynamoDB. */
  readonly extra: number;
  readonly fixed: number;
  /** Ids that still differ after fixing: the swap is refused when any do. */
  readonly remaining: string[];
}

const tableVersions = async (physicians: Store) => {
  const versions = new Map<string, number>();
  await physicians.scanAll((page) => {
    for (const r of page) versions.set(r.id, versionOf(r));
  });
  return versions;
};

/** Reads the ids again on both sides and writes DynamoDB's state where the index differs; returns the ids that still differ after. */
const fixRound = async (physicians: Store, target: RebuildTarget, ids: readonly string[]): Promise<{ fixed: number; remaining: string[] }> => {
  const indexed = await target.versionsOf(ids);
  // The table is read after the index: a change in between is newer in the table, and is written here.
  const records = new Map((await physicians.getMany(ids)).map((r) => [r.id, r]));
  const changes: IndexChange[] = ids.flatMap((id): IndexChange[] => {
    const r = records.get(id);
    const v = indexed.get(id);
    if (r) return v === versionOf(r) ? [] : [upsertOf(r)];
    // Gone from DynamoDB: delete above the version the index holds.
    return v === undefined ? [] : [{ kind: 'remove', id, version: v + 1 }];
  });
  // Removals first, in a request of their own: a profile gone from DynamoDB but still searchable is the drift that matters most.
  const removals = changes.filter((c) => c.kind === 'remove');
  const upserts = changes.filter((c) => c.kind === 'upsert');
  for (const part of [removals, upserts]) {
    if (part.length) failIfAny('Fixing the index', await applyWithRetries({ apply: (c) => target.apply(c, 'wait_for') }, part));
  }
  const after = await target.versionsOf(ids);
  const now = new Map((await physicians.getMany(ids)).map((r) => [r.id, versionOf(r)]));
  return { fixed: changes.length, remaining: ids.filter((id) => after.get(id) !== now.get(id)) };
};

/**
 * Compares ids and versions of an index with DynamoDB (a scan of each),
 * fixes what differs (deletes what DynamoDB no longer has first, then
 * indexes what is missing or older) and checks those ids again, a few
 * rounds, since the stream keeps writing meanwhile. Used before a swap (the
 * new index; `remaining` non-empty: do not swap), after it and on a
 * schedule (the live index: functions/indexer/reconcile.ts).
 */
export const verifyAndFix = async (physicians: Store, target: RebuildTarget, rounds = 3): Promise<Verification> => {
  await target.refresh();
  const indexed = new Map<string, number>();
  await target.scanVersions((page) => {
    for (const [id, v] of page) indexed.set(id, v);
  });
  const table = await tableVersions(physicians);
  let missing = 0;
  let older = 0;
  // Ids gone from DynamoDB (removed or suppressed) lead the list, so their fix goes first.
  const differing = [...indexed.keys()].filter((id) => !table.has(id));
  const extra = differing.length;
  for (const [id, v] of table) {
    const i = indexed.get(id);
    if (i === undefined) missing++;
    else if (i < v) older++;
    if (i !== v) differing.push(id);
  }
  let fixed = 0;
  let remaining = differing;
  for (let round = 0; round < rounds && remaining.length; round++) {
    const result = await fixRound(physicians, target, remaining);
    fixed += result.fixed;
    remaining = result.remaining;
  }
  return { tableCount: table.size, indexCount: indexed.size, missing, older, extra, fixed, remaining };
};
