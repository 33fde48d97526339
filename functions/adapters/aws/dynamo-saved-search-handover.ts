import { type DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import { keys } from './dynamo-client';
import { freeSlot, takeSlot } from './dynamo-cap-slots';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

const NO_CAP = Number.MAX_SAFE_INTEGER;

/**
 * Gives every saved search of `from` to `to` (issue 26 item 4), one
 * transaction per search (the search and both cap counters), so a rerun after
 * a stop moves what is left and nothing twice. Alerts arrive off: the new
 * owner did not ask for the leaver's digests, and turns them on if wanted.
 */
export const handOverSavedSearches = async (db: DynamoDBDocumentClient, table: string, from: string, to: string): Promise<number> => {
  const items = await queryAll(db, {
    TableName: table,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(from).pk, ':prefix': keys.savedSearchPrefix },
    ConsistentRead: true,
  });
  let moved = 0;
  for (const item of items.filter((i) => i.type === 'savedSearch')) {
    const { pk: _pk, sk: _sk, alert: _alert, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
    const id = String(item.id);
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: keys.savedSearch(from, id), ConditionExpression: 'attribute_exists(pk)' } },
          { Put: { TableName: table, Item: { ...rest, ...keys.savedSearch(to, id), userId: to }, ConditionExpression: 'attribute_not_exists(pk)' } },
          takeSlot(table, keys.savedSearchCount(to), 'savedSearchCount', NO_CAP),
          freeSlot(table, keys.savedSearchCount(from)),
        ],
      }),
    );
    if (out === 'ok') moved++;
  }
  return moved;
};
