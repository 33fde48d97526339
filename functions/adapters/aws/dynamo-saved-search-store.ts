import { type DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { AlertSchedule } from '../../core/alert-ports';
import type { SavedSearchRecord, SavedSearchStore } from '../../core/list-ports';
import { keys } from './dynamo-client';
import { freeSlot, takeSlot } from './dynamo-cap-slots';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';
import { handOverSavedSearches } from './dynamo-saved-search-handover';

type Item = Record<string, unknown>;

/** Runs a transaction, retrying conflicts; false when a condition refused it (the cap, or the search already gone). */
const transact = async (db: DynamoDBDocumentClient, cmd: () => TransactWriteCommand): Promise<boolean> => (await transactWrite(db, cmd)) === 'ok';

const toSearch = (i: Item): SavedSearchRecord => ({
  id: String(i.id),
  userId: String(i.userId),
  name: String(i.name),
  createdAt: String(i.createdAt),
  searchParams: (i.searchParams ?? {}) as Record<string, unknown>,
  ...(i.alert ? { alert: i.alert as AlertSchedule } : {}),
  ...(typeof i.lastDigestAt === 'string' ? { lastDigestAt: i.lastDigestAt } : {}),
});

/**
 * Saved searches beside their owner (`USER#<uid>` / `SEARCH#<ulid>`), with a
 * per-user count item changed in the same transaction as each search, so
 * the cap holds even when saves race.
 */
export const dynamoSavedSearchStore = (db: DynamoDBDocumentClient, table: string): SavedSearchStore => ({
  handOver: (from, to) => handOverSavedSearches(db, table, from, to),

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
            takeSlot(table, keys.savedSearchCount(search.userId), 'savedSearchCount', max),
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
            freeSlot(table, keys.savedSearchCount(userId)),
          ],
        }),
    );
  },
});
