import { type DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { AlertSchedule, AlertStore, DueAlert, SentMarker } from '../../core/alert-ports';
import { batchGetAll } from './dynamo-batch-get';
import { keys, ttlOf } from './dynamo-client';
import { deleteKeys } from './dynamo-list-member-rows';
import { transactWrite } from './dynamo-transact';

/** Sent markers outlive any resume by far; then TTL deletes them. */
const MARKER_KEEP_SECONDS = 30 * 24 * 3600;

const conditionFailed = (e: unknown) => e instanceof Error && e.name === 'ConditionalCheckFailedException';

const dueKey = (a: AlertSchedule, userId: string, searchId: string) => `${a.nextRunAt}#${userId}#${searchId}`;

/**
 * Alerts live on their saved search item (`USER#<uid>` / `SEARCH#<id>`):
 * `alert` holds the schedule, and gsi1 (`ALERTS#due`, `<nextRunAt>#...`)
 * lists the enabled ones by due time, so a run reads only what is due.
 * Sent markers sit beside the user.
 */
export const dynamoAlertStore = (db: DynamoDBDocumentClient, table: string): AlertStore => ({
  async setAlert(userId, searchId, alert) {
    try {
      const out = await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.savedSearch(userId, searchId),
          ConditionExpression: 'attribute_exists(pk)',
          ...(alert
            ? {
                UpdateExpression: 'SET alert = :a, gsi1pk = :g, gsi1sk = :gs',
                ExpressionAttributeValues: { ':a': alert, ':g': keys.alertsDue, ':gs': dueKey(alert, userId, searchId) },
              }
            : { UpdateExpression: 'REMOVE alert, gsi1pk, gsi1sk' }),
          ReturnValues: 'ALL_NEW',
        }),
      );
      const last = out.Attributes?.lastDigestAt;
      return { lastDigestAt: typeof last === 'string' ? last : null };
    } catch (e) {
      if (conditionFailed(e)) return null;
      throw e;
    }
  },

  async due(at, limit) {
    const out = await db.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'gsi1',
        // `~` sorts after every character of an id, so every key of the last due millisecond is in.
        KeyConditionExpression: 'gsi1pk = :g AND gsi1sk <= :at',
        ExpressionAttributeValues: { ':g': keys.alertsDue, ':at': `${at.toISOString()}#~` },
        Limit: limit,
      }),
    );
    return (out.Items ?? [])
      .filter((i) => i.type === 'savedSearch' && i.alert)
      .map(
        (i): DueAlert => ({
          userId: String(i.userId),
          searchId: String(i.id),
          name: String(i.name),
          searchParams: (i.searchParams ?? {}) as Record<string, unknown>,
          alert: i.alert as AlertSchedule,
        }),
      );
  },

  async sentMarkers(runs) {
    const items = await batchGetAll(db, table, runs.map((r) => keys.alertSent(r.userId, r.searchId, r.runAt)), true);
    return items.map((i) => ({ userId: String(i.userId), searchId: String(i.searchId), runAt: String(i.runAt), until: String(i.until), sentAt: String(i.sentAt) }));
  },

  async claimSends(markers: readonly SentMarker[]) {
    if (!markers.length) return true;
    const outcome = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: markers.map((m) => ({
          Put: {
            TableName: table,
            Item: { ...keys.alertSent(m.userId, m.searchId, m.runAt), type: 'alertSent', ...m, expiresAt: ttlOf(m.sentAt, MARKER_KEEP_SECONDS) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        })),
      }),
    );
    return outcome === 'ok';
  },

  async releaseSends(markers) {
    await deleteKeys(db, table, markers.map((m) => keys.alertSent(m.userId, m.searchId, m.runAt)));
  },

  async advance(userId, searchId, runAt, next) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.savedSearch(userId, searchId),
          ConditionExpression: 'alert.nextRunAt = :run',
          UpdateExpression: `SET alert.#c = :c, alert.nextRunAt = :n, gsi1sk = :gs${next.lastDigestAt ? ', lastDigestAt = :d' : ''}`,
          ExpressionAttributeNames: { '#c': 'cursor' },
          ExpressionAttributeValues: {
            ':run': runAt,
            ':c': next.cursor,
            ':n': next.nextRunAt,
            ':gs': `${next.nextRunAt}#${userId}#${searchId}`,
            ...(next.lastDigestAt ? { ':d': next.lastDigestAt } : {}),
          },
        }),
      );
      return true;
    } catch (e) {
      if (conditionFailed(e)) return false;
      throw e;
    }
  },
});
