import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { BatchWriteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand } from './sdk/lib-dynamodb';
import type { PhysicianStore } from '../../core/ports';
import { type PhysicianRecord, physicianRecord } from '../../core/schemas/physician';
import { nextVersion, VERSION_CONDITION } from '../../core/physician-version';
import { emailHash } from '../../core/suppression';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { dynamoPhysicianIdentities } from './dynamo-physician-identities';
import { queryAll } from './dynamo-query-pages';

const BATCH = 25;
const MAX_RETRIES = 8;

const strip = (item: Record<string, unknown>): PhysicianRecord => {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _a, gsi1sk: _b, gsi2pk: _c, gsi2sk: _d, ...rest } = item;
  return physicianRecord.parse(rest);
};

/** The email-hash index entries of a profile (see keys.physicianEmail); absent emails leave the item out of that index. */
export const emailIndexOf = (r: PhysicianRecord): Record<string, string> => {
  const sk = `PHYSICIAN#${r.id}`;
  return {
    ...(r.personalEmail?.trim() ? { gsi1pk: keys.physicianEmail(emailHash(r.personalEmail)), gsi1sk: sk } : {}),
    ...(r.workEmail?.trim() ? { gsi2pk: keys.physicianEmail(emailHash(r.workEmail)), gsi2sk: sk } : {}),
  };
};

/** The table item of a profile: its keys, the email index entries and the record, with a version above the record's own. */
export const physicianItem = (r: PhysicianRecord): Record<string, unknown> => ({
  ...keys.physician(r.id),
  type: 'physician',
  ...emailIndexOf(r),
  ...r,
  version: nextVersion(r.version),
});

/** A Put of the profile that only lands while the stored version is lower, so versions never go backwards (core/physician-version.ts). */
export const versionedPut = (table: string, r: PhysicianRecord) => {
  const Item = physicianItem(r);
  return { TableName: table, Item, ConditionExpression: VERSION_CONDITION, ExpressionAttributeValues: { ':version': Item.version } };
};

const PUT_CONCURRENCY = 8;

type Request = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const dynamoPhysicianStore = (db: DynamoDBDocumentClient, table: string): PhysicianStore => {
  const writeAll = (requests: Request[]) => writeAllWith(db, table, requests);
  const { identityKeysOf, ...identities } = dynamoPhysicianIdentities(db, table, versionedPut);
  return {
  ...identities,

  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(id) }));
    return Item && Item.type === 'physician' ? strip(Item) : null;
  },

  async getMany(ids) {
    const items = await batchGetAll(db, table, [...new Set(ids)].map((id) => keys.physician(id)));
    const found = new Map(items.filter((i) => i.type === 'physician').map((i) => [i.id as string, strip(i)]));
    return ids.flatMap((id) => found.get(id) ?? []);
  },

  // One conditional Put per profile (BatchWrite takes no condition); a write that finds a higher version stored goes again above it.
  async putMany(records) {
    const put = async (r: PhysicianRecord, attempt = 0): Promise<void> => {
      try {
        await db.send(new PutCommand(versionedPut(table, r)));
      } catch (e) {
        if (!(e instanceof ConditionalCheckFailedException) || attempt >= MAX_RETRIES) throw e;
        const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(r.id), ConsistentRead: true }));
        await put({ ...r, version: typeof Item?.version === 'number' ? Item.version : r.version }, attempt + 1);
      }
    };
    for (let i = 0; i < records.length; i += PUT_CONCURRENCY) await Promise.all(records.slice(i, i + PUT_CONCURRENCY).map((r) => put(r)));
  },

  async deleteMany(ids) {
    const unique = [...new Set(ids)];
    // Identities first: a crash in between leaves a profile the retried removal still finds by email, never an identity that would revive it under the old id.
    const identityKeys = await identityKeysOf(unique);
    await writeAll([...identityKeys, ...unique.map((id) => keys.physician(id))].map((Key) => ({ DeleteRequest: { Key } })));
  },

  async idsByEmail(email) {
    const pk = keys.physicianEmail(emailHash(email));
    const [personal, work] = await Promise.all(
      (['gsi1', 'gsi2'] as const).map((index) =>
        queryAll(db, {
          TableName: table,
          IndexName: index,
          KeyConditionExpression: `${index}pk = :pk AND begins_with(${index}sk, :prefix)`,
          ExpressionAttributeValues: { ':pk': pk, ':prefix': 'PHYSICIAN#' },
        }),
      ),
    );
    return [...new Set([...(personal ?? []), ...(work ?? [])].filter((i) => i.type === 'physician').map((i) => i.id as string))];
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
  };
};

/** BatchWrite in chunks of 25; unprocessed items (throttling) are retried with backoff. */
async function writeAllWith(db: DynamoDBDocumentClient, table: string, all: Request[]): Promise<void> {
  for (let i = 0; i < all.length; i += BATCH) {
    let requests = all.slice(i, i + BATCH);
    for (let attempt = 0; requests.length; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of physician writes');
      if (attempt) await sleep(50 * 2 ** attempt);
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as Request[];
    }
  }
}
