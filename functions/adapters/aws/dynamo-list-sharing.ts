import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { PhysicianListWithCount } from '../../core/list-ports';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

/**
 * Sharing a list with the owner's team (issue 26 item 4). The list item keeps
 * `teamId` and the team's partition a pointer (`SHARED_LIST#<listId>`, with the
 * owner), both in one transaction, so a member lists the team's shared lists
 * with one Query of pointers and one batched read of the lists, never a scan.
 * A pointer whose list no longer names the team (a delete or an unshare cut
 * short) is ignored by readers and overwritten by the next share.
 */
export const dynamoListSharing = (db: DynamoDBDocumentClient, table: string, toList: (i: Item) => PhysicianListWithCount) => ({
  async share(userId: string, listId: string, teamId: string | null): Promise<PhysicianListWithCount | null> {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.list(userId, listId), ConsistentRead: true }));
    if (!Item || Item.type !== 'list' || Item.deleting) return null;
    const before = typeof Item.teamId === 'string' ? Item.teamId : null;
    const listKey = keys.list(userId, listId);
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          teamId
            ? {
                Update: {
                  TableName: table,
                  Key: listKey,
                  UpdateExpression: 'SET teamId = :t',
                  ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
                  ExpressionAttributeValues: { ':t': teamId },
                },
              }
            : { Update: { TableName: table, Key: listKey, UpdateExpression: 'REMOVE teamId', ConditionExpression: 'attribute_exists(pk)' } },
          // The team it was shared with before loses its pointer (a member changing teams shares with the new one).
          ...(before && before !== teamId ? [{ Delete: { TableName: table, Key: keys.teamSharedList(before, listId) } }] : []),
          ...(teamId ? [{ Put: { TableName: table, Item: { ...keys.teamSharedList(teamId, listId), type: 'teamSharedList', teamId, listId, ownerId: userId } } }] : []),
        ],
      }),
    );
    if (out !== 'ok') return null;
    const { Item: after } = await db.send(new GetCommand({ TableName: table, Key: listKey, ConsistentRead: true }));
    return after && after.type === 'list' ? toList(after) : null;
  },

  async sharedOwner(teamId: string, listId: string): Promise<string | null> {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.teamSharedList(teamId, listId), ConsistentRead: true }));
    return Item && Item.type === 'teamSharedList' ? String(Item.ownerId) : null;
  },

  async sharedWith(teamId: string): Promise<PhysicianListWithCount[]> {
    const pointers = await queryAll(db, {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.teamPartition(teamId), ':prefix': keys.teamSharedListPrefix },
      ConsistentRead: true,
    });
    const items = await batchGetAll(db, table, pointers.map((p) => keys.list(String(p.ownerId), String(p.listId))), true);
    const lists = items.filter((i) => i.type === 'list' && i.teamId === teamId && !i.deleting).map(toList);
    return lists.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  },
});
