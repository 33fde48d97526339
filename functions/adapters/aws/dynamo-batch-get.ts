import { BatchGetCommand, type DynamoDBDocumentClient } from './sdk/lib-dynamodb';

type Key = Record<string, unknown>;

const BATCH = 100;
const MAX_RETRIES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Every item of `keys` that exists, in no particular order: BatchGet in chunks of 100, asking again for keys left unprocessed under load.
 * `consistent` when a read must see a write that just won a race (identity claims).
 */
export const batchGetAll = async (
  db: DynamoDBDocumentClient,
  table: string,
  keys: readonly Key[],
  consistent = false,
  /** Only these attributes (names taken as they are, so reserved words like `type` are fine). */
  attributes?: readonly string[],
): Promise<Record<string, unknown>[]> => {
  const projection = attributes?.length
    ? { ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '), ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])) }
    : {};
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += BATCH) {
    let left: Key[] = keys.slice(i, i + BATCH);
    for (let attempt = 0; left.length; attempt++) {
      if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of reads');
      if (attempt) await sleep(50 * 2 ** attempt);
      const out = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: left, ...projection, ...(consistent ? { ConsistentRead: true } : {}) } } }));
      found.push(...(out.Responses?.[table] ?? []));
      left = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return found;
};
