import { BatchGetCommand, BatchWriteCommand, type DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { PhysicianStore } from '../../core/ports';
import { type PhysicianRecord, physicianRecord } from '../../core/schemas/physician';
import { keys } from './dynamo-client';

const BATCH = 25;
const MAX_RETRIES = 8;

const strip = (item: Record<string, unknown>): PhysicianRecord => {
  const { pk: _pk, sk: _sk, type: _type, ...rest } = item;
  return physicianRecord.parse(rest);
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const dynamoPhysicianStore = (db: DynamoDBDocumentClient, table: string): PhysicianStore => ({
  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(id) }));
    return Item && Item.type === 'physician' ? strip(Item) : null;
  },

  async getMany(ids) {
    const found = new Map<string, PhysicianRecord>();
    const unique = [...new Set(ids)];
    for (let i = 0; i < unique.length; i += 100) {
      let keysLeft: Record<string, unknown>[] = unique.slice(i, i + 100).map((id) => keys.physician(id));
      // BatchGet may leave keys unprocessed under load; ask again for those.
      for (let attempt = 0; keysLeft.length; attempt++) {
        if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of physician reads');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keysLeft } } }));
        for (const item of out.Responses?.[table] ?? []) if (item.type === 'physician') found.set(item.id as string, strip(item));
        keysLeft = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Record<string, unknown>[];
      }
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },

  async putMany(records) {
    for (let i = 0; i < records.length; i += BATCH) {
      let requests = records.slice(i, i + BATCH).map((r) => ({ PutRequest: { Item: { ...keys.physician(r.id), type: 'physician', ...r } } }));
      // BatchWrite may hand back unprocessed items under throttling; retry them with backoff.
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of physicians');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  },

  async scanAll(onPage) {
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db.send(
        new ScanCommand({
          TableName: table,
          FilterExpression: '#t = :t',
          ExpressionAttributeNames: { '#t': 'type' },
          ExpressionAttributeValues: { ':t': 'physician' },
          ExclusiveStartKey: start,
        }),
      );
      if (out.Items?.length) await onPage(out.Items.map(strip));
      start = out.LastEvaluatedKey;
    } while (start);
  },
});
