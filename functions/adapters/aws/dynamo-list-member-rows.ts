import { BatchWriteCommand, type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ListMember, ListMemberPage } from '../../core/list-ports';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';

type Item = Record<string, unknown>;

const MAX_RETRIES = 8;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every membership row of a list, newest first, from the table itself (strongly consistent). */
export const allMembers = async (db: DynamoDBDocumentClient, table: string, listId: string): Promise<ListMember[]> => {
  const items = await queryAll(db, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.listMember(listId, '').pk, ':prefix': keys.listMemberPrefix },
    ProjectionExpression: 'physicianId, addedAt',
    ConsistentRead: true,
  });
  const rows = items.map((i) => ({ physicianId: String(i.physicianId), addedAt: String(i.addedAt) }));
  return rows.sort((a, b) => b.addedAt.localeCompare(a.addedAt) || b.physicianId.localeCompare(a.physicianId));
};

/** One page through gsi2 (newest first): one more row than asked tells whether another page follows. */
export const memberPage = async (db: DynamoDBDocumentClient, table: string, listId: string, limit: number, after?: ListMember): Promise<ListMemberPage> => {
  const out = await db.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.listMemberIndex(listId, '', '').gsi2pk },
      ScanIndexForward: false,
      Limit: limit + 1,
      ProjectionExpression: 'physicianId, addedAt',
      ...(after ? { ExclusiveStartKey: { ...keys.listMember(listId, after.physicianId), ...keys.listMemberIndex(listId, after.addedAt, after.physicianId) } } : {}),
    }),
  );
  const rows = (out.Items ?? []).map((i) => ({ physicianId: String(i.physicianId), addedAt: String(i.addedAt) }));
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? (items[items.length - 1] ?? null) : null };
};

export const deleteKeys = async (db: DynamoDBDocumentClient, table: string, keyList: Item[]): Promise<void> => {
  for (let i = 0; i < keyList.length; i += 25) {
    let requests = keyList.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of list member deletions');
      if (attempt) await sleep(50 * 2 ** attempt);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
};
