import { type DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { BulkOutcome, ListMemberEntry, MemberSelection } from '../../core/list-ports';
import type { MemberStatus } from '../../core/schemas/list-pipeline';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { allMembers } from './dynamo-list-member-rows';
import { COUNTED_LIST, removalItems } from './dynamo-list-members';
import { LIVE_LIST, MEMBER_BACKOFF_CAP_MS, MEMBER_RACE_MESSAGE, MEMBER_ROUNDS, countMove, entryOf, listCountsUpdate, memberRaceLost, statusChangeItems } from './dynamo-list-pipeline';
import { backoff, transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;
type Write = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** Members per transaction: at most four items each (row, status row out, status row in / mark, name row), besides the list item; DynamoDB allows 100. */
const CHUNK = 24;

/** What one member's change writes, or 'skip' when it would change nothing. */
type Plan = { items: Write[]; counts: (deltas: Map<string, number>) => void } | 'skip';

const readRows = async (db: DynamoDBDocumentClient, table: string, listId: string, ids: readonly string[]) => {
  const rows = await batchGetAll(db, table, ids.map((id) => keys.listMember(listId, id)), true);
  return new Map(rows.filter((r) => r.type === 'listMember').map((r) => [String(r.physicianId), r]));
};

/**
 * The same per-member items as one status change or one removal, many
 * members per transaction with ONE update of the list's counts, so the
 * counts, status rows and marks stay exact. Rows are read consistently and
 * each row's write is conditioned on what was read: a chunk a racing writer
 * cancelled is read again (up to MEMBER_ROUNDS, then a 409). Null when the
 * list is gone or being deleted.
 */
const runChunks = async (
  db: DynamoDBDocumentClient,
  table: string,
  listId: string,
  ids: readonly string[],
  plan: (row: Item) => Plan,
  listUpdate: (deltas: Map<string, number>) => Write,
): Promise<BulkOutcome | null> => {
  const outcome = { changed: [] as string[], unchanged: [] as string[], notMember: [] as string[] };
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += CHUNK) {
    const chunk = unique.slice(i, i + CHUNK);
    for (let round = 0; ; round++) {
      if (round >= MEMBER_ROUNDS) throw memberRaceLost();
      if (round > 0) await backoff(round - 1, MEMBER_BACKOFF_CAP_MS);
      const rows = await readRows(db, table, listId, chunk);
      const deltas = new Map<string, number>();
      const items: Write[] = [];
      const work: string[] = [];
      const unchanged: string[] = [];
      for (const id of chunk) {
        const row = rows.get(id);
        const p = row ? plan(row) : 'skip';
        if (!row) continue;
        if (p === 'skip') unchanged.push(id);
        else {
          work.push(id);
          items.push(...p.items);
          p.counts(deltas);
        }
      }
      const out = work.length ? await transactWrite(db, () => new TransactWriteCommand({ TransactItems: [listUpdate(deltas), ...items] }), MEMBER_RACE_MESSAGE) : 'ok';
      if (out !== 'ok' && out.refused.includes(0)) return null;
      if (out !== 'ok') continue;
      outcome.changed.push(...work);
      outcome.unchanged.push(...unchanged);
      outcome.notMember.push(...chunk.filter((id) => !rows.has(id)));
      break;
    }
  }
  return outcome;
};

/** Sets the status of every member named; members that already have it are `unchanged`. Notes stay. */
export const setStatuses = (db: DynamoDBDocumentClient, table: string, userId: string, listId: string, ids: readonly string[], status: MemberStatus, at: string, by?: string) =>
  runChunks(
    db,
    table,
    listId,
    ids,
    (row) => {
      const current = entryOf(row);
      const change = statusChangeItems(table, listId, row, status, current.note, at, by);
      if (!change.moved) return 'skip';
      return { items: change.items, counts: (deltas) => countMove(deltas, status, change.from) };
    },
    (deltas) => listCountsUpdate(table, userId, listId, deltas, at, LIVE_LIST),
  );

/** Takes every member named off the list, each with its status row, name row and mark, counted off the list in the same transaction. */
export const removeMembers = (db: DynamoDBDocumentClient, table: string, userId: string, listId: string, ids: readonly string[], at: string) =>
  runChunks(
    db,
    table,
    listId,
    ids,
    (row) => {
      const removal = removalItems(table, userId, listId, String(row.physicianId), row);
      return {
        items: removal.items,
        counts: (deltas) => {
          deltas.set('physicianCount', (deltas.get('physicianCount') ?? 0) - 1);
          countMove(deltas, null, removal.status);
        },
      };
    },
    (deltas) => listCountsUpdate(table, userId, listId, deltas, at, COUNTED_LIST),
  );

/** The members a selection names that are on the list, with their status and note: read consistently, at most the member cap. */
export const selectMembers = async (db: DynamoDBDocumentClient, table: string, listId: string, selection: MemberSelection): Promise<ListMemberEntry[]> => {
  if ('physicianIds' in selection) {
    const rows = await readRows(db, table, listId, [...new Set(selection.physicianIds)]);
    return [...rows.values()].map(entryOf);
  }
  const excluded = new Set(selection.exclude);
  return (await allMembers(db, table, listId)).filter((m) => !excluded.has(m.physicianId) && (selection.status === undefined || m.status === selection.status));
};
