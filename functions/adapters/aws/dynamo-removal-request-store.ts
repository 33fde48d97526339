import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { RemovalRequestStore } from '../../core/ports';
import { keys, ttlOf } from './dynamo-client';

// Kept a week past expiry for audit, then TTL deletes it.
const KEEP_SECONDS = 7 * 24 * 3600;

export const dynamoRemovalRequestStore = (db: DynamoDBDocumentClient, table: string): RemovalRequestStore => ({
  async create(r) {
    await db.send(
      new PutCommand({
        TableName: table,
        Item: { ...keys.removalRequest(r.tokenHash), type: 'removal-request', email: r.email, createdAt: r.createdAt, validUntil: r.expiresAt, expiresAt: ttlOf(r.expiresAt, KEEP_SECONDS) },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async claim(tokenHash, now) {
    try {
      // One conditional write decides: two clicks at once cannot both pass.
      const out = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.removalRequest(tokenHash),
          UpdateExpression: 'SET usedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND validUntil > :now',
          ExpressionAttributeValues: { ':now': now.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return typeof out.Attributes?.email === 'string' ? out.Attributes.email : null;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return null;
      throw e;
    }
  },

  async release(tokenHash) {
    await db.send(new UpdateCommand({ TableName: table, Key: keys.removalRequest(tokenHash), UpdateExpression: 'REMOVE usedAt', ConditionExpression: 'attribute_exists(pk)' }));
  },
});
