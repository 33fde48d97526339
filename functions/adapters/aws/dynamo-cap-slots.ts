type Key = Record<string, unknown>;

/**
 * A per-user cap (saved searches, lists) as a counter item changed in the
 * same transaction as the thing it counts: taking a slot fails its condition
 * at `max`, so racing creates cannot pass the cap; freeing one never goes
 * below zero.
 */
export const takeSlot = (table: string, key: Key, type: string, max: number) => ({
  Update: {
    TableName: table,
    Key: key,
    UpdateExpression: 'SET #type = :type ADD #n :one',
    ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
    ExpressionAttributeNames: { '#n': 'count', '#type': 'type' },
    ExpressionAttributeValues: { ':one': 1, ':max': max, ':type': type },
  },
});

export const freeSlot = (table: string, key: Key) => ({
  Update: {
    TableName: table,
    Key: key,
    UpdateExpression: 'ADD #n :minusOne',
    ConditionExpression: 'attribute_exists(#n) AND #n > :zero',
    ExpressionAttributeNames: { '#n': 'count' },
    ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
  },
});
