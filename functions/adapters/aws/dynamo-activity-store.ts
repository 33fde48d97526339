import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityStore } from '../../core/ports';
import { keys } from './dynamo-client';

const TWO_DAYS = 2 * 24 * 3600;
const YEAR = 365 * 24 * 3600;

export const dynamoActivityStore = (db: DynamoDBDocumentClient, table: string): ActivityStore => ({
  async consumeDaily(userId, kind, day, amount, cap) {
    try {
      // One conditional ADD: concurrent requests cannot both slip under the cap.
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.quota(userId, kind, day),
          UpdateExpression: 'SET #c = if_not_exists(#c, :zero) + :n, #t = :type, expiresAt = :ttl',
          ConditionExpression: 'attribute_not_exists(#c) OR #c <= :max',
          ExpressionAttributeNames: { '#c': 'used', '#t': 'type' },
          ExpressionAttributeValues: { ':zero': 0, ':n': amount, ':max': cap - amount, ':type': 'quota', ':ttl': Math.floor(Date.parse(day) / 1000) + TWO_DAYS },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },

  async logReveal({ userId, physicianId, at }) {
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          ...keys.reveal(userId, at, physicianId),
          // Also findable from the physician's side: who saw this contact, and when.
          gsi1pk: `PHYSICIAN#${physicianId}`,
          gsi1sk: `REVEAL#${at}#${userId}`,
          type: 'reveal',
          userId,
          physicianId,
          at,
          expiresAt: Math.floor(Date.parse(at) / 1000) + YEAR,
        },
      }),
    );
  },

  async logExport({ userId, at, count }) {
    // Entry and total in one transaction: the Exports tab's total always equals the sum of the log.
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item: { ...keys.exportLog(userId, at, randomBytes(6).toString('hex')), type: 'export', userId, at, count },
              // Never overwrite an entry: the total and the log must add up.
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Update: {
              TableName: table,
              Key: keys.user(userId),
              UpdateExpression: 'SET #type = :user, id = :id, createdAt = if_not_exists(createdAt, :at) ADD totalExports :n',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':user': 'user', ':id': userId, ':at': at, ':n': count },
            },
          },
        ],
      }),
    );
  },

  async recentExports(userId, limit) {
    const { Items } = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.exportLogPrefix },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map((i) => ({ at: String(i.at), count: Number(i.count) }));
  },
});
