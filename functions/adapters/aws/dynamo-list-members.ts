import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { CarriedState } from '../../core/list-ports';
import { DEFAULT_MEMBER_STATUS, statusSortKey } from '../../core/schemas/list-pipeline';
import { keys } from './dynamo-client';
import { nameKeysOf, nameRowItem } from './dynamo-list-name-rows';
import { LIVE_LIST, MEMBER_BACKOFF_CAP_MS, MEMBER_RACE_MESSAGE, MEMBER_ROUNDS, countMove, entryOf, listCountsUpdate, markUpdate, memberRaceLost, statusRowItem } from './dynamo-list-pipeline';
import { queryAll } from './dynamo-query-pages';
import { backoff, sendRetryingConflicts, transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

/** Members written per transaction: each is its row, its status row, its name row and its owner's list mark, besides the list item (DynamoDB allows 100 items in one). */
const CHUNK = 24;
/** Membership removals in flight at once for one physician's removal. */
const PARALLEL = 10;

const isConditionFailure = (e: unknown) => (e as { name?: string })?.name === 'ConditionalCheckFailedException';

const memberItem = (userId: string, listId: string, physicianId: string, at: string, nameSk: string, carried?: CarriedState): Item => ({
  ...keys.listMember(listId, physicianId),
  ...keys.listMemberIndex(listId, at, physicianId),
  gsi1pk: `PHYSICIAN#${physicianId}`,
  gsi1sk: `LIST#${listId}`,
  type: 'listMember',
  listId,
  userId,
  physicianId,
  addedAt: at,
  status: carried?.status ?? DEFAULT_MEMBER_STATUS,
  statusSk: statusSortKey(carried?.status ?? DEFAULT_MEMBER_STATUS, at, physicianId),
  nameSk,
  ...(carried?.note ? { note: carried.note } : {}),
  ...(carried && carried.status !== DEFAULT_MEMBER_STATUS ? { statusUpdatedAt: at } : {}),
});

/**
 * Adds members in chunks, each chunk one transaction: the conditional puts
 * (a member already there refuses its put) and `ADD physicianCount` on the
 * list item, whose condition also refuses a list that is gone, being
 * deleted, or would pass `max`. A refused chunk is retried without what was
 * refused, so the count always equals the rows, and no row outlives its list.
 * `carried` (a copy or move) gives members their status and note from the
 * list they come from, counted under that status.
 */
export const addMembers = async (
  db: DynamoDBDocumentClient,
  table: string,
  userId: string,
  listId: string,
  ids: readonly string[],
  at: string,
  max: number,
  carried?: ReadonlyMap<string, CarriedState>,
) => {
  const listKey = keys.list(userId, listId);
  const added: string[] = [];
  const alreadyInList: string[] = [];
  const overLimit: string[] = [];
  const listState = async () => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: listKey, ConsistentRead: true, ProjectionExpression: 'physicianCount, deleting' }));
    if (!Item || Item.deleting !== undefined) return null;
    // Only a list from before stored counts (see dynamo-list-migration.ts) lacks one; retrying could not help it.
    if (typeof Item.physicianCount !== 'number') throw new Error('A list without a stored count: the list migration has not run');
    return { count: Item.physicianCount };
  };
  const unique = [...new Set(ids)];
  const nameKeys = await nameKeysOf(db, table, unique);
  const nameSkOf = (id: string) => nameKeys.get(id)!;
  for (let i = 0; i < unique.length; i += CHUNK) {
    let pending = unique.slice(i, i + CHUNK);
    // Each round removes at least one id or shrinks to the room left; the bound is a guard, not a limit.
    for (let round = 0; pending.length; round++) {
      if (round > 3 * CHUNK) throw new Error('Adding list members did not settle');
      const batch = pending;
      const statusOf = (id: string) => carried?.get(id)?.status ?? DEFAULT_MEMBER_STATUS;
      const deltas = new Map<string, number>();
      for (const id of batch) countMove(deltas, statusOf(id), null);
      const counts = listCountsUpdate(table, userId, listId, deltas, at, `${LIVE_LIST} AND physicianCount <= :room`);
      const listUpdate = {
        Update: {
          ...counts.Update,
          UpdateExpression: `${counts.Update.UpdateExpression}, physicianCount :n`,
          ExpressionAttributeValues: { ...counts.Update.ExpressionAttributeValues, ':n': batch.length, ':room': max - batch.length },
        },
      };
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            listUpdate,
            // The member rows first: a refusal's index k names batch[k - 1]. The status and name rows and marks have no condition.
            ...batch.map((physicianId) => ({ Put: { TableName: table, Item: memberItem(userId, listId, physicianId, at, nameSkOf(physicianId), carried?.get(physicianId)), ConditionExpression: 'attribute_not_exists(pk)' } })),
            ...batch.map((physicianId) => ({ Put: { TableName: table, Item: statusRowItem(listId, physicianId, at, statusOf(physicianId)) } })),
            ...batch.map((physicianId) => ({ Put: { TableName: table, Item: nameRowItem(listId, physicianId, at, statusOf(physicianId), nameSkOf(physicianId)) } })),
            ...batch.map((physicianId) => markUpdate(table, userId, physicianId, listId, 'ADD')),
          ],
        }),
      );
      if (out === 'ok') {
        added.push(...batch);
        break;
      }
      const present = new Set(out.refused.filter((k) => k > 0).map((k) => batch[k - 1]!));
      alreadyInList.push(...present);
      pending = batch.filter((id) => !present.has(id));
      if (!out.refused.includes(0)) continue;
      const state = await listState();
      if (!state) return null;
      if (present.size) continue;
      const room = Math.max(0, max - state.count);
      if (room < pending.length) {
        overLimit.push(...pending.slice(room));
        pending = pending.slice(0, room);
      }
    }
  }
  return { added, alreadyInList, overLimit };
};

/**
 * The member-side items of one removal, read from its row (null: none
 * found): the row (conditioned on the status and name key it was read
 * with), the list id out of the owner's mark, the status row and the name row. `status` is the count to take
 * one off (none for a row from before statuses, never counted by status).
 */
export const removalItems = (table: string, userId: string, listId: string, physicianId: string, row: Item | null) => {
  const sortKey = typeof row?.statusSk === 'string' ? row.statusSk : null;
  const nameSk = typeof row?.nameSk === 'string' ? row.nameSk : null;
  // A name re-key racing the removal must not leave its new name row behind: the row is held to the key read.
  const condition = [sortKey ? 'statusSk = :sk' : 'attribute_exists(pk) AND attribute_not_exists(statusSk)', nameSk ? 'nameSk = :nk' : 'attribute_not_exists(nameSk)'].join(' AND ');
  const values = { ...(sortKey ? { ':sk': sortKey } : {}), ...(nameSk ? { ':nk': nameSk } : {}) };
  const items = [
    {
      Delete: {
        TableName: table,
        Key: keys.listMember(listId, physicianId),
        ConditionExpression: condition,
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      },
    },
    markUpdate(table, userId, physicianId, listId, 'DELETE'),
    ...(sortKey ? [{ Delete: { TableName: table, Key: keys.listStatusRow(listId, sortKey) } }] : []),
    ...(nameSk ? [{ Delete: { TableName: table, Key: keys.listNameRow(listId, nameSk) } }] : []),
  ];
  return { items, status: sortKey && row ? entryOf(row).status : null };
};

/** A list from before stored counts must not get a negative one: it waits for the migration. */
export const COUNTED_LIST = 'attribute_exists(pk) AND attribute_exists(physicianCount)';

/**
 * Deletes one membership row, its status row and its place in the owner's
 * list mark, and counts it off its list (and its status), in one
 * transaction. The row is read first for its status; a row that changed
 * meanwhile is read again after a jittered pause, and a member that keeps
 * changing under the removal is a 409 (like a status change that keeps losing).
 */
export const removeMember = async (db: DynamoDBDocumentClient, table: string, userId: string, listId: string, physicianId: string, at: string | null) => {
  for (let round = 0; round < MEMBER_ROUNDS; round++) {
    if (round > 0) await backoff(round - 1, MEMBER_BACKOFF_CAP_MS);
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConsistentRead: true }));
    const row = Item && Item.type === 'listMember' ? Item : null;
    const removal = removalItems(table, userId, listId, physicianId, row);
    const deltas = new Map<string, number>([['physicianCount', -1]]);
    countMove(deltas, null, removal.status);
    // The member row first, then the list: a refusal of index 1 is the list's.
    const [member, ...rest] = removal.items;
    const write = () => new TransactWriteCommand({ TransactItems: [member!, listCountsUpdate(table, userId, listId, deltas, at, COUNTED_LIST), ...rest] });
    const out = await transactWrite(db, write, MEMBER_RACE_MESSAGE);
    if (out === 'ok') return 'removed';
    if (out.refused.includes(1)) return 'no-list';
    if (!row) return 'not-member';
  }
  throw memberRaceLost();
};

/** Takes a physician off every list (information removal), each with its list's count. */
export const removeEverywhere = async (db: DynamoDBDocumentClient, table: string, physicianId: string): Promise<number> => {
  const items = await queryAll(db, {
    TableName: table,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':prefix': 'LIST#' },
  });
  const rows = items.filter((i) => i.type === 'listMember');
  let removed = 0;
  for (let i = 0; i < rows.length; i += PARALLEL) {
    await Promise.all(
      rows.slice(i, i + PARALLEL).map(async (row) => {
        const listId = String(row.listId);
        const outcome = await removeMember(db, table, String(row.userId), listId, physicianId, null);
        if (outcome === 'removed') removed++;
        // The list is gone or predates stored counts: the row goes anyway (a removal must not wait on a list).
        else if (outcome === 'no-list') {
          // Its status row and the owner's mark first: the member row is what a rerun finds them by.
          const { statusSk, nameSk } = row;
          if (typeof statusSk === 'string') await sendRetryingConflicts(() => db.send(new DeleteCommand({ TableName: table, Key: keys.listStatusRow(listId, statusSk) })));
          if (typeof nameSk === 'string') await sendRetryingConflicts(() => db.send(new DeleteCommand({ TableName: table, Key: keys.listNameRow(listId, nameSk) })));
          await sendRetryingConflicts(() => db.send(new UpdateCommand(markUpdate(table, String(row.userId), physicianId, listId, 'DELETE').Update)));
          try {
            await sendRetryingConflicts(() => db.send(new DeleteCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConditionExpression: 'attribute_exists(pk)' })));
            removed++;
          } catch (e) {
            if (!isConditionFailure(e)) throw e;
          }
        }
      }),
    );
  }
  return removed;
};
