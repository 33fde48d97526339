import { type DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import { keys } from './dynamo-client';
import { freeSlot, takeSlot } from './dynamo-cap-slots';
import { allMembers } from './dynamo-list-member-rows';
import { markUpdate } from './dynamo-list-pipeline';
import { queryAll } from './dynamo-query-pages';
import { sendRetryingConflicts, transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

/** A handover never fails on the receiver's cap: the lists are the team's work, and must not stay with someone gone. */
const NO_CAP = Number.MAX_SAFE_INTEGER;
const PARALLEL = 10;

const listItems = (db: DynamoDBDocumentClient, table: string, userId: string) =>
  queryAll(db, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.listPrefix },
    ConsistentRead: true,
  }).then((items) => items.filter((i) => i.type === 'list'));

/**
 * Gives every list of `from` to `to` (issue 26 item 4: a member leaves or is
 * deactivated), keeping ids, members, statuses and sharing. Per list, one
 * transaction moves the list item (marked `movingFrom`) and its cap slot and
 * points the team's pointer at the new owner; then the members' "In your
 * lists" marks move from `from` to `to` (idempotent ADD / DELETE of the id);
 * then the mark comes off. Members live in the list's own partition, so they
 * stay where they are. Stopped half-way, a rerun first finishes the lists
 * still `movingFrom` `from`, then moves the rest: it converges, never
 * duplicates. A list being deleted is left to its delete.
 */
export const handOverLists = async (db: DynamoDBDocumentClient, table: string, from: string, to: string): Promise<number> => {
  const finish = async (listId: string) => {
    const members = await allMembers(db, table, listId);
    for (let i = 0; i < members.length; i += PARALLEL) {
      await Promise.all(
        members.slice(i, i + PARALLEL).map(async (m) => {
          await sendRetryingConflicts(() => db.send(new UpdateCommand(markUpdate(table, to, m.physicianId, listId, 'ADD').Update)));
          await sendRetryingConflicts(() => db.send(new UpdateCommand(markUpdate(table, from, m.physicianId, listId, 'DELETE').Update)));
        }),
      );
    }
    await sendRetryingConflicts(() => db.send(new UpdateCommand({ TableName: table, Key: keys.list(to, listId), UpdateExpression: 'REMOVE movingFrom', ConditionExpression: 'attribute_exists(pk)' })));
  };
  // A previous run cut short: lists already `to`'s whose marks had not all moved.
  for (const i of await listItems(db, table, to)) if (i.movingFrom === from) await finish(String(i.id));
  let moved = 0;
  for (const item of await listItems(db, table, from)) {
    if (item.deleting) continue;
    const listId = String(item.id);
    const { pk: _pk, sk: _sk, ...rest } = item as Item;
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: keys.list(from, listId), ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)' } },
          { Put: { TableName: table, Item: { ...rest, ...keys.list(to, listId), userId: to, movingFrom: from }, ConditionExpression: 'attribute_not_exists(pk)' } },
          takeSlot(table, keys.listCount(to), 'listCount', NO_CAP),
          freeSlot(table, keys.listCount(from)),
          ...(typeof item.teamId === 'string'
            ? [{ Put: { TableName: table, Item: { ...keys.teamSharedList(item.teamId, listId), type: 'teamSharedList', teamId: item.teamId, listId, ownerId: to } } }]
            : []),
        ],
      }),
    );
    // Refused: deleted or moved by a racing request meanwhile; the next run sees where it is.
    if (out !== 'ok') continue;
    await finish(listId);
    moved++;
  }
  return moved;
};
