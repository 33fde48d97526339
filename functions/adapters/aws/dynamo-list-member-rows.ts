import { BatchWriteCommand, type DynamoDBDocumentClient, QueryCommand } from './sdk/lib-dynamodb';
import type { ListMember, ListMemberEntry, ListMemberPage } from '../../core/list-ports';
import { statusRank, statusSortKey } from '../../core/schemas/list-pipeline';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { entryOf } from './dynamo-list-pipeline';
import { queryAll } from './dynamo-query-pages';

/** What a page or an export reads of a member row. */
const MEMBER_FIELDS = { ProjectionExpression: 'physicianId, addedAt, #status, note, statusUpdatedAt, changedBy, statusSk, nameSk', ExpressionAttributeNames: { '#status': 'status' } };

type Item = Record<string, unknown>;

const MAX_RETRIES = 8;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every membership row of a list, newest first, from the table itself (strongly consistent). */
export const allMembers = async (db: DynamoDBDocumentClient, table: string, listId: string): Promise<Array<ListMemberEntry & { statusSk?: string }>> => {
  const items = await queryAll(db, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.listMember(listId, '').pk, ':prefix': keys.listMemberPrefix },
    ...MEMBER_FIELDS,
    ConsistentRead: true,
  });
  const rows = items.map((i) => ({ ...entryOf(i), ...(typeof i.statusSk === 'string' ? { statusSk: i.statusSk } : {}) }));
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
      ...MEMBER_FIELDS,
      ...(after ? { ExclusiveStartKey: { ...keys.listMember(listId, after.physicianId), ...keys.listMemberIndex(listId, after.addedAt, after.physicianId) } } : {}),
    }),
  );
  const rows = (out.Items ?? []).map(entryOf);
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rows.length > limit && last ? { physicianId: last.physicianId, addedAt: last.addedAt } : null };
};

/**
 * One page in pipeline order from the list's status rows (one status: one
 * prefix), strongly consistent; the rows' notes come from the member rows of
 * the page, read in one batch. `after` carries the status of the previous
 * page's last member, so the page starts exactly after it.
 */
export const statusPage = async (db: DynamoDBDocumentClient, table: string, listId: string, limit: number, status?: ListMemberEntry['status'], after?: ListMember): Promise<ListMemberPage> => {
  const prefix = `${keys.listStatusPrefix}${status === undefined ? '' : `${statusRank(status)}#`}`;
  const out = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.listMember(listId, '').pk, ':prefix': prefix },
      Limit: limit + 1,
      ConsistentRead: true,
      ProjectionExpression: 'physicianId, addedAt, #status',
      ExpressionAttributeNames: { '#status': 'status' },
      ...(after?.status ? { ExclusiveStartKey: keys.listStatusRow(listId, statusSortKey(after.status, after.addedAt, after.physicianId)) } : {}),
    }),
  );
  const found = (out.Items ?? []).map(entryOf);
  const page = found.slice(0, limit);
  const rows = await batchGetAll(db, table, page.map((m) => keys.listMember(listId, m.physicianId)), true);
  const byId = new Map(rows.map((r) => [String(r.physicianId), entryOf(r)]));
  // A member removed between the two reads is left out; the cursor still follows the status rows.
  const items = page.flatMap((m) => byId.get(m.physicianId) ?? []);
  const last = page[page.length - 1];
  return { items, next: found.length > limit && last ? { physicianId: last.physicianId, addedAt: last.addedAt, status: last.status } : null };
};

/** Keys of every status row (or, with keys.listNamePrefix, name row) of a list (a delete takes them along). */
export const statusRowKeys = async (db: DynamoDBDocumentClient, table: string, listId: string, prefix: string = keys.listStatusPrefix): Promise<Item[]> =>
  (
    await queryAll(db, {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.listMember(listId, '').pk, ':prefix': prefix },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    })
  ).map((i) => ({ pk: i.pk, sk: i.sk }));

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
