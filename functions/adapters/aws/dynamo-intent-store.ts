import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { IntentStore } from '../../core/intent-ports';
import { nextVersion } from '../../core/physician-version';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

const DUE = 'INTENT#expiry';
export const intentKeys = { entry: (physicianId: string) => ({ pk: `INTENT#${physicianId}`, sk: 'EXPIRY' }) };

const ROUNDS = 5;

/**
 * Intent on the profile item (issue 25): every change bumps the profile's
 * version like any profile write (core/physician-version.ts), so the stream
 * reindexes it and a stale index write loses. The `INTENT#<id>` entry is
 * the expiry job's work list (gsi1 `INTENT#expiry`, `<expiresAt>#<id>`).
 */
export const dynamoIntentStore = (db: DynamoDBDocumentClient, table: string): IntentStore => {
  const storedVersion = async (id: string): Promise<number | undefined> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(id), ProjectionExpression: 'version', ConsistentRead: true }));
    return typeof Item?.version === 'number' ? Item.version : undefined;
  };

  /** One profile update with the version rule; the extra items ride in the same transaction. */
  const changeProfile = async (id: string, update: { set?: string; remove?: string; values: Record<string, unknown>; condition?: string }, extra: (v: number) => NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>): Promise<'ok' | 'gone' | 'refused'> => {
    for (let round = 0; round < ROUNDS; round++) {
      const before = await storedVersion(id);
      const version = nextVersion(before);
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.physician(id),
                UpdateExpression: `SET ${update.set ? `${update.set}, ` : ''}version = :version${update.remove ? ` REMOVE ${update.remove}` : ''}`,
                ConditionExpression: `attribute_exists(pk) AND (attribute_not_exists(version) OR version < :version)${update.condition ? ` AND ${update.condition}` : ''}`,
                ExpressionAttributeValues: { ...update.values, ':version': version },
              },
            },
            ...extra(version),
          ],
        }),
      );
      if (out === 'ok') return 'ok';
      if (before === undefined && (await storedVersion(id)) === undefined) return 'gone';
      if (update.condition) return 'refused';
    }
    throw new Error('The profile kept changing while its intent was written');
  };

  const dropEntry = (id: string) => db.send(new DeleteCommand({ TableName: table, Key: intentKeys.entry(id) }));

  return {
    async save(id, intent) {
      const entry = { ...intentKeys.entry(id), type: 'intentExpiry', physicianId: id, expiresAt: intent.expiresAt, gsi1pk: DUE, gsi1sk: `${intent.expiresAt}#${id}` };
      const out = await changeProfile(id, { set: 'intent = :intent', values: { ':intent': intent } }, () => [{ Put: { TableName: table, Item: entry } }]);
      return out === 'ok';
    },

    async withdraw(id) {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(id), ProjectionExpression: 'intent', ConsistentRead: true }));
      if (Item?.intent) await changeProfile(id, { remove: 'intent', values: {} }, () => []);
      await dropEntry(id);
    },

    async expire(id, expiresAt) {
      await changeProfile(id, { remove: 'intent', values: { ':e': expiresAt }, condition: 'intent.expiresAt = :e' }, () => []);
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: intentKeys.entry(id), ConsistentRead: true }));
      if (Item?.expiresAt === expiresAt) await dropEntry(id);
    },

    async dueBy(until) {
      // gsi1 projects every attribute (infra/stateful-stack.ts): the entries carry their reminder mark.
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p AND gsi1sk <= :u',
        ExpressionAttributeValues: { ':p': DUE, ':u': `${until}~` },
      });
      return items.map((i) => ({ physicianId: String(i.physicianId), expiresAt: String(i.expiresAt), remindedAt: typeof i.remindedAt === 'string' ? i.remindedAt : null }));
    },

    async claimReminder(id, expiresAt, at) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: intentKeys.entry(id),
            UpdateExpression: 'SET remindedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND expiresAt = :e AND attribute_not_exists(remindedAt)',
            ExpressionAttributeValues: { ':at': at, ':e': expiresAt },
          }),
        );
        return true;
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return false;
        throw e;
      }
    },

    async removePhysician(id) {
      await dropEntry(id);
    },
  };
};
