import { type DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SavedSearchRecord, SavedSearchStore } from '../../core/list-ports';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';

type Item = Record<string, unknown>;

type Cancelled = { name?: string; CancellationReasons?: Array<{ Code?: string }> };

/** 'refused' when a condition failed, 'conflict' when another transaction got there first (worth a retry). */
const cancelKind = (e: unknown): 'refused' | 'conflict' | null => {
  const c = e as Cancelled;
  if (c?.name !== 'TransactionCanceledException') return null;
  return c.CancellationReasons?.some((r) => r.Code === 'ConditionalCheckFailed') ? 'refused' : 'conflict';
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a transaction; false when a condition refused it; retries conflicts with concurrent transactions. */
const transact = async (db: DynamoDBDocumentClient, cmd: () => TransactWriteCommand): Promise<boolean> => {
  for (let attempt = 0; ; attempt++) {
    try {
      await db.send(cmd());
      return true;
    } catch (e) {
      const kind = cancelKind(e);
      if (kind === 'refused') return false;
      if (kind !== 'conflict' || attempt >= 8) throw e;
      await sleep(20 * 2 ** attempt * Math.random());
    }
  }
};

const toSearch = (i: Item): SavedSearchRecord => ({
  id: String(i.id),
  userId: String(i.userId),
  name: String(i.name),
  createdAt: String(i.createdAt),
  searchParams: (i.searchParams ?? {}) as Record<string, unknown>,
});

/**
 * Saved searches beside their owner (`USER#<uid>` / `SEARCH#<ulid>`), with a
 * per-user count item changed in the same transaction as each search, so
 * the cap holds even when saves race.
 */
export const dynamoSavedSearchStore = (db: DynamoDBDocumentClient, table: string): SavedSearchStore => ({
  async listOf(userId) {
    const items = await queryAll(db, {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.savedSearchPrefix },
      ScanIndexForward: false,
    });
    const out = items.filter((i) => i.type === 'savedSearch').map(toSearch);
    // ULID ids sort by time; createdAt first keeps the order explicit.
    return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  },

  async create(search, max) {
    return transact(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.savedSearchCount(search.userId),
                UpdateExpression: 'SET #type = :type ADD #n :one',
                ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
                ExpressionAttributeNames: { '#n': 'count', '#type': 'type' },
                ExpressionAttributeValues: { ':one': 1, ':max': max, ':type': 'savedSearchCount' },
              },
            },
            {
              Put: {
                TableName: table,
                Item: { ...keys.savedSearch(search.userId, search.id), type: 'savedSearch', ...search },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
    );
  },

  async delete(userId, id) {
    return transact(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table, Key: keys.savedSearch(userId, id), ConditionExpression: 'attribute_exists(pk)' } },
            {
              Update: {
                TableName: table,
                Key: keys.savedSearchCount(userId),
                UpdateExpression: 'ADD #n :minusOne',
                ConditionExpression: 'attribute_exists(#n) AND #n > :zero',
                ExpressionAttributeNames: { '#n': 'count' },
                ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
              },
            },
          ],
        }),
    );
  },
});
