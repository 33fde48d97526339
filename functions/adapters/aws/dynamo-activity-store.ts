import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { ActivityStore } from '../../core/ports';
import { keys } from './dynamo-client';
import { queryPages } from './dynamo-query-pages';

const TWO_DAYS = 2 * 24 * 3600;
const YEAR = 365 * 24 * 3600;

export const dynamoActivityStore = (db: DynamoDBDocumentClient, table: string): ActivityStore => ({
  async consumeDaily(userId, kind, day, amount, cap) {
    // The condition below lets any first draw of the day through (no counter yet); one larger than the cap never fits.
    if (amount > cap) return false;
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
          {
            Update: {
              TableName: table,
              Key: keys.exportDay(at.slice(0, 10)),
              UpdateExpression: 'SET #type = :stats, expiresAt = if_not_exists(expiresAt, :exp) ADD exportedRows :n',
              ExpressionAttributeNames: { '#type': 'type' },
              ExpressionAttributeValues: { ':stats': 'exportDayStats', ':n': count, ':exp': Math.floor(Date.parse(at) / 1000) + YEAR },
            },
          },
        ],
      }),
    );
  },

  async exportedRowsOn(day) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.exportDay(day) }));
    return Number(Item?.exportedRows ?? 0);
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

  async usedOn(userId, kind, day) {
    // Consistent: the figure shown next to a cap must include the reveal that just passed it.
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.quota(userId, kind, day), ConsistentRead: true, ProjectionExpression: 'used' }));
    return Number(Item?.used ?? 0);
  },

  async hasRevealed(userId, physicianId) {
    // The physician's side of the log (gsi1), filtered to this user: bounded by how often one profile is revealed in a year.
    for await (const page of queryPages(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      FilterExpression: 'userId = :user',
      ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':prefix': 'REVEAL#', ':user': userId },
      ProjectionExpression: 'userId',
    })) {
      if (page.Items?.length) return true;
    }
    return false;
  },

  async loggedSince(userId, since) {
    const range = (prefix: string) => ({
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':from': `${prefix}${since}`, ':to': `${prefix}\uffff` },
    });
    let reveals = 0;
    for await (const page of queryPages(db, { ...range('REVEAL#'), Select: 'COUNT' })) reveals += page.Count ?? 0;
    let exportedRows = 0;
    for await (const page of queryPages(db, { ...range(keys.exportLogPrefix), ProjectionExpression: '#c', ExpressionAttributeNames: { '#c': 'count' } })) {
      for (const i of page.Items ?? []) exportedRows += Number(i.count ?? 0);
    }
    return { reveals, exportedRows };
  },
});
