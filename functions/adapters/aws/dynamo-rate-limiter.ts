import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from './sdk/lib-dynamodb';
import type { RateLimiter } from '../../core/public-form-ports';
import { keys } from './dynamo-client';

/** One counter item per key and window, raised only while under the limit, gone by TTL a window later. */
export const dynamoRateLimiter = (db: DynamoDBDocumentClient, table: string): RateLimiter => ({
  async consume(key, limit, windowSeconds, now) {
    const windowStart = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.rateWindow(key, windowStart),
          UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :one, #t = :type, expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(#c) OR #c < :limit',
          ExpressionAttributeNames: { '#c': 'count', '#t': 'type' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit, ':type': 'rate-window', ':ttl': windowStart + 2 * windowSeconds },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },
});
