import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { ListMemberEntry, MemberUpdateOutcome } from '../../core/list-ports';
import { DEFAULT_MEMBER_STATUS, MEMBER_STATUSES, type MemberStatus, type StatusCounts, statusSortKey } from '../../core/schemas/list-pipeline';
import { AppError } from '../../core/errors';
import { keys } from './dynamo-client';
import { backoff, transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

/** The list item's per-status count attribute (ADD creates it, so lists from before statuses need no migration for it). */
export const countAttr = (s: MemberStatus) => `count_${s}`;

export const statusCountsOf = (list: Item): StatusCounts =>
  Object.fromEntries(MEMBER_STATUSES.map((s) => [s, Math.max(0, Number(list[countAttr(s)] ?? 0))])) as StatusCounts;

const isStatus = (v: unknown): v is MemberStatus => typeof v === 'string' && (MEMBER_STATUSES as readonly string[]).includes(v);

/** A membership row as an entry; rows from before statuses read as New without a note. */
export const entryOf = (i: Item): ListMemberEntry => ({
  physicianId: String(i.physicianId),
  addedAt: String(i.addedAt),
  status: isStatus(i.status) ? i.status : DEFAULT_MEMBER_STATUS,
  note: typeof i.note === 'string' ? i.note : null,
  statusUpdatedAt: typeof i.statusUpdatedAt === 'string' ? i.statusUpdatedAt : null,
  changedBy: typeof i.changedBy === 'string' ? i.changedBy : null,
});

/** The member's row in the list's status order (see keys.listStatusRow). */
export const statusRowItem = (listId: string, physicianId: string, addedAt: string, status: MemberStatus): Item => ({
  ...keys.listStatusRow(listId, statusSortKey(status, addedAt, physicianId)),
  type: 'listStatusRow',
  listId,
  physicianId,
  addedAt,
  status,
});

/**
 * Adds or takes `listId` from the user's list mark of a physician. The mark
 * always (re)gets its gsi1 keys, so even one first written by a removal (a
 * row from before marks) is found when the physician is removed.
 */
export const markUpdate = (table: string, userId: string, physicianId: string, listId: string, op: 'ADD' | 'DELETE') => ({
  Update: {
    TableName: table,
    Key: keys.listMark(userId, physicianId),
    UpdateExpression: `SET #type = :type, userId = :u, physicianId = :p, gsi1pk = :g1, gsi1sk = :g2 ${op} listIds :l`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: {
      ':type': 'listMark',
      ':u': userId,
      ':p': physicianId,
      ':g1': keys.markIndex(physicianId, 'LISTS', userId).gsi1pk,
      ':g2': keys.markIndex(physicianId, 'LISTS', userId).gsi1sk,
      ':l': new Set([listId]),
    },
  },
});

/**
 * Reads and conditional writes one member change may take. Each lost round
 * means another writer of the same member won it, so the bound is a 409 for
 * the client to retry (issue 21: 50 parallel changes), never a 500.
 */
export const MEMBER_ROUNDS = 8;
/** Backoff cap between rounds: the whole budget stays well inside an API Gateway timeout. */
export const MEMBER_BACKOFF_CAP_MS = 400;
export const MEMBER_RACE_MESSAGE = 'This candidate was changed at the same time by another request; please try again';
export const memberRaceLost = (): AppError => new AppError('CONFLICT', MEMBER_RACE_MESSAGE);

/**
 * The member-side items of one status and/or note change, read from its row
 * `row`: the row itself (conditioned on the status it was read with, so a
 * racing change is read again, never overwritten unseen), and, when the
 * status moves, the old status row out and the new one in, and the name
 * row's status (a name re-key racing it cancels one of the two). `from` is the
 * count to take one off (none for a row from before statuses, which is
 * counted here for the first time). The caller adds the list item with the
 * counts; one change and a bulk change build the same items.
 */
export const statusChangeItems = (table: string, listId: string, row: Item, status: MemberStatus, note: string | null, at: string, by?: string) => {
  const current = entryOf(row);
  const physicianId = current.physicianId;
  const legacy = typeof row.statusSk !== 'string';
  const sortKey = statusSortKey(status, current.addedAt, physicianId);
  const moved = legacy || status !== current.status;
  const items = [
    {
      Update: {
        TableName: table,
        Key: keys.listMember(listId, physicianId),
        UpdateExpression: `SET #status = :status, statusSk = :sk, statusUpdatedAt = :at${by ? ', changedBy = :by' : ''}${note === null ? ' REMOVE note' : ', note = :note'}`,
        ConditionExpression: legacy ? 'attribute_exists(pk) AND attribute_not_exists(statusSk)' : 'statusSk = :oldSk',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': status, ':sk': sortKey, ':at': at, ...(by ? { ':by': by } : {}), ...(note === null ? {} : { ':note': note }), ...(legacy ? {} : { ':oldSk': row.statusSk }) },
      },
    },
    ...(moved && !legacy ? [{ Delete: { TableName: table, Key: keys.listStatusRow(listId, String(row.statusSk)) } }] : []),
    ...(moved ? [{ Put: { TableName: table, Item: statusRowItem(listId, physicianId, current.addedAt, status) } }] : []),
    // The name row carries the status for the status filter of the name sort; a row from before names has none yet.
    ...(moved && typeof row.nameSk === 'string'
      ? [
          {
            Update: {
              TableName: table,
              Key: keys.listNameRow(listId, row.nameSk),
              UpdateExpression: 'SET #status = :status',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': status },
            },
          },
        ]
      : []),
  ];
  return { items, current, moved, from: moved && !legacy ? current.status : null };
};

/**
 * The list item's side of membership changes: `updatedAt`, and each count
 * attribute moved by its delta (zero deltas left out), refused when the list
 * is gone or `condition` fails.
 */
export const listCountsUpdate = (table: string, userId: string, listId: string, deltas: ReadonlyMap<string, number>, at: string | null, condition: string) => {
  const moves = [...deltas].filter(([, n]) => n !== 0);
  const sets = at ? 'SET updatedAt = :at' : '';
  const adds = moves.length ? ` ADD ${moves.map((_, i) => `#c${i} :c${i}`).join(', ')}` : '';
  return {
    Update: {
      TableName: table,
      Key: keys.list(userId, listId),
      UpdateExpression: `${sets}${adds}`.trim(),
      ConditionExpression: condition,
      ...(moves.length ? { ExpressionAttributeNames: Object.fromEntries(moves.map(([a], i) => [`#c${i}`, a])) } : {}),
      ...(moves.length || at ? { ExpressionAttributeValues: { ...Object.fromEntries(moves.map(([, n], i) => [`:c${i}`, n])), ...(at ? { ':at': at } : {}) } } : {}),
    },
  };
};

/** Membership writes wait for a list being deleted to go (a status change or an add must not outlive it). */
export const LIVE_LIST = 'attribute_exists(pk) AND attribute_not_exists(deleting)';

/** Adds one to `to` and takes one from `from` (if any) in `deltas`. */
export const countMove = (deltas: Map<string, number>, to: MemberStatus | null, from: MemberStatus | null) => {
  if (to) deltas.set(countAttr(to), (deltas.get(countAttr(to)) ?? 0) + 1);
  if (from) deltas.set(countAttr(from), (deltas.get(countAttr(from)) ?? 0) - 1);
};

/**
 * Status and note of one member: its items (statusChangeItems) and the
 * list's per-status counts, in one transaction.
 */
export const updateMember = async (
  db: DynamoDBDocumentClient,
  table: string,
  userId: string,
  listId: string,
  physicianId: string,
  patch: { status?: MemberStatus; note?: string | null },
  at: string,
  by?: string,
): Promise<MemberUpdateOutcome> => {
  for (let round = 0; round < MEMBER_ROUNDS; round++) {
    // Jittered, so the writers that lost the last round do not collide again in step.
    if (round > 0) await backoff(round - 1, MEMBER_BACKOFF_CAP_MS);
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConsistentRead: true }));
    if (!Item || Item.type !== 'listMember') return 'not-member';
    const current = entryOf(Item);
    const status = patch.status ?? current.status;
    const note = patch.note === undefined ? current.note : patch.note || null;
    const change = statusChangeItems(table, listId, Item, status, note, at, by);
    const deltas = new Map<string, number>();
    if (change.moved) countMove(deltas, status, change.from);
    // The member row first: a refusal of index 1 is the list's.
    const [row, ...rest] = change.items;
    const write = () => new TransactWriteCommand({ TransactItems: [row!, listCountsUpdate(table, userId, listId, deltas, at, LIVE_LIST), ...rest] });
    const out = await transactWrite(db, write, MEMBER_RACE_MESSAGE);
    if (out === 'ok') return { member: { physicianId, addedAt: current.addedAt, status, note, statusUpdatedAt: at, changedBy: by ?? current.changedBy } };
    if (out.refused.includes(1)) return 'no-list';
    // The row changed between the read and the write (a racing update or removal): read it again.
  }
  throw memberRaceLost();
};
