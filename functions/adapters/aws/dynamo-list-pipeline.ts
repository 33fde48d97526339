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
 * Status and note of one member: the row (conditioned on the status it was
 * read with, so a racing change is read again, never overwritten unseen),
 * the status row moved, and the list's per-status counts, in one transaction.
 * A row from before statuses gets its status row and is counted here.
 */
export const updateMember = async (
  db: DynamoDBDocumentClient,
  table: string,
  userId: string,
  listId: string,
  physicianId: string,
  patch: { status?: MemberStatus; note?: string | null },
  at: string,
): Promise<MemberUpdateOutcome> => {
  for (let round = 0; round < MEMBER_ROUNDS; round++) {
    // Jittered, so the writers that lost the last round do not collide again in step.
    if (round > 0) await backoff(round - 1, MEMBER_BACKOFF_CAP_MS);
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConsistentRead: true }));
    if (!Item || Item.type !== 'listMember') return 'not-member';
    const current = entryOf(Item);
    const legacy = typeof Item.statusSk !== 'string';
    const status = patch.status ?? current.status;
    const note = patch.note === undefined ? current.note : patch.note || null;
    const sortKey = statusSortKey(status, current.addedAt, physicianId);
    const moved = legacy || status !== current.status;
    const counts = moved ? (legacy ? ` ADD #to :one` : ` ADD #from :minusOne, #to :one`) : '';
    const write = () =>
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.listMember(listId, physicianId),
              UpdateExpression: `SET #status = :status, statusSk = :sk, statusUpdatedAt = :at${note === null ? ' REMOVE note' : ', note = :note'}`,
              ConditionExpression: legacy ? 'attribute_exists(pk) AND attribute_not_exists(statusSk)' : 'statusSk = :oldSk',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': status, ':sk': sortKey, ':at': at, ...(note === null ? {} : { ':note': note }), ...(legacy ? {} : { ':oldSk': Item.statusSk }) },
            },
          },
          {
            Update: {
              TableName: table,
              Key: keys.list(userId, listId),
              UpdateExpression: `SET updatedAt = :at${counts}`,
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
              ...(moved ? { ExpressionAttributeNames: { '#to': countAttr(status), ...(legacy ? {} : { '#from': countAttr(current.status) }) } } : {}),
              ExpressionAttributeValues: { ':at': at, ...(moved ? { ':one': 1, ...(legacy ? {} : { ':minusOne': -1 }) } : {}) },
            },
          },
          ...(moved && !legacy ? [{ Delete: { TableName: table, Key: keys.listStatusRow(listId, String(Item.statusSk)) } }] : []),
          ...(moved ? [{ Put: { TableName: table, Item: statusRowItem(listId, physicianId, current.addedAt, status) } }] : []),
        ],
      });
    const out = await transactWrite(db, write, MEMBER_RACE_MESSAGE);
    if (out === 'ok') return { member: { physicianId, addedAt: current.addedAt, status, note, statusUpdatedAt: at } };
    if (out.refused.includes(1)) return 'no-list';
    // The row changed between the read and the write (a racing update or removal): read it again.
  }
  throw memberRaceLost();
};
