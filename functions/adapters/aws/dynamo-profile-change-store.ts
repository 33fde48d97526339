import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { PendingEmailChange, ProfileChangeEntry, ProfileChangeStore, StoredProfileChange } from '../../core/profile-change-ports';
import type { PhysicianRecord } from '../../core/schemas/physician';
import { profileLogActions } from '../../core/schemas/profile';
import { ttlOf } from './dynamo-client';
import { profileKeys } from './dynamo-profile-access-store';
import { logItem } from './dynamo-profile-ledger';
import { physicianItem } from './dynamo-physician-store';
import { queryPages } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

const CHANGE_ACTIONS = new Set<string>(['field_corrected', 'contact_replaced', 'field_hidden', 'field_shown', 'change_reverted']);

/** The pending email code of a physician: one item, replaced by a newer request, gone by TTL once invalid. */
const codeKey = (physicianId: string) => ({ pk: `PROFILE_CODE#${physicianId}`, sk: 'EMAIL_CHANGE' });

/** A log entry's id is its sort key's time (epoch ms) and suffix, so it is found again without a scan. */
const changeIdOf = (sk: string): string => {
  const [, at = '', suffix = ''] = sk.split('#');
  return `${Date.parse(at)}-${suffix}`;
};
const skOf = (changeId: string): string | null => {
  const [ms = '', suffix = ''] = changeId.split('-');
  const at = new Date(Number(ms));
  return Number.isFinite(at.getTime()) ? `LOG#${at.toISOString()}#${suffix}` : null;
};

const storedOf = (i: Record<string, unknown>): StoredProfileChange => ({
  changeId: changeIdOf(String(i.sk)),
  at: String(i.at),
  action: (profileLogActions as readonly string[]).includes(String(i.action)) ? (i.action as StoredProfileChange['action']) : 'viewed',
  field: (i.field ?? null) as StoredProfileChange['field'],
  via: typeof i.via === 'string' ? i.via : null,
  ...(i.change && typeof i.change === 'object' ? { change: i.change as StoredProfileChange['change'] } : {}),
  revertedAt: typeof i.revertedAt === 'string' ? i.revertedAt : null,
});

/**
 * Corrections and replacements (issue 25): the profile Put (only over the
 * version read, so a concurrent import or change is never overwritten),
 * its log entries and, when asked, the use of the email code or the mark of
 * a reverted entry, in one transaction. The profile write goes through the
 * table stream to the search index like every other profile write.
 */
export const dynamoProfileChangeStore = (db: DynamoDBDocumentClient, table: string): ProfileChangeStore => ({
  async apply(before, after, entries, conditions) {
    const Item = physicianItem({ ...after, version: before.version } as PhysicianRecord);
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table,
              Item,
              ConditionExpression: before.version ? 'attribute_exists(pk) AND version = :old' : 'attribute_exists(pk) AND attribute_not_exists(version)',
              ...(before.version ? { ExpressionAttributeValues: { ':old': before.version } } : {}),
            },
          },
          ...entries.map((e) => ({ Put: { TableName: table, Item: logItem(before.id, e) } })),
          ...(conditions?.emailCode
            ? [
                {
                  Delete: {
                    TableName: table,
                    Key: codeKey(before.id),
                    ConditionExpression: 'codeHash = :h AND attempts < :max AND validUntil > :now',
                    ExpressionAttributeValues: { ':h': conditions.emailCode.codeHash, ':max': conditions.emailCode.maxAttempts, ':now': conditions.emailCode.now },
                  },
                },
              ]
            : []),
          ...(conditions?.reverts
            ? [
                {
                  Update: {
                    TableName: table,
                    Key: { pk: profileKeys.logPartition(before.id), sk: skOf(conditions.reverts) ?? '' },
                    UpdateExpression: 'SET revertedAt = :at',
                    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revertedAt)',
                    ExpressionAttributeValues: { ':at': entries[0]?.at ?? new Date().toISOString() },
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return out === 'ok';
  },

  async putEmailCode(p, createdAt) {
    await db.send(new PutCommand({ TableName: table, Item: { ...codeKey(p.physicianId), type: 'profileEmailCode', ...p, createdAt, expiresAt: ttlOf(p.validUntil, 0) } }));
  },

  async emailCodeOf(physicianId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: codeKey(physicianId), ConsistentRead: true }));
    if (!Item) return null;
    return {
      physicianId,
      field: Item.field === 'workEmail' ? 'workEmail' : 'personalEmail',
      email: String(Item.email),
      codeHash: String(Item.codeHash),
      attempts: Number(Item.attempts ?? 0),
      validUntil: String(Item.validUntil),
      via: String(Item.via),
    } satisfies PendingEmailChange;
  },

  async countWrongCode(physicianId, attempts) {
    try {
      await db.send(
        new UpdateCommand({ TableName: table, Key: codeKey(physicianId), UpdateExpression: 'SET attempts = :next', ConditionExpression: 'attempts = :n', ExpressionAttributeValues: { ':n': attempts, ':next': attempts + 1 } }),
      );
    } catch (e) {
      // Another guess counted first, or the code went: either way this one is refused.
      if (!(e instanceof ConditionalCheckFailedException)) throw e;
    }
  },

  async changesOf(physicianId, limit) {
    const out: StoredProfileChange[] = [];
    for await (const page of queryPages(db, { TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': profileKeys.logPartition(physicianId) }, ScanIndexForward: false, ConsistentRead: true })) {
      for (const i of page.Items ?? []) if (CHANGE_ACTIONS.has(String(i.action))) out.push(storedOf(i));
      if (out.length >= limit) break;
    }
    return out.slice(0, limit);
  },

  async changeOf(physicianId, changeId) {
    const sk = skOf(changeId);
    if (!sk) return null;
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: { pk: profileKeys.logPartition(physicianId), sk }, ConsistentRead: true }));
    return Item && CHANGE_ACTIONS.has(String(Item.action)) ? storedOf(Item) : null;
  },

  async markReverted(physicianId, changeId, at) {
    const sk = skOf(changeId);
    if (!sk) return false;
    try {
      await db.send(new UpdateCommand({ TableName: table, Key: { pk: profileKeys.logPartition(physicianId), sk }, UpdateExpression: 'SET revertedAt = :at', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revertedAt)', ExpressionAttributeValues: { ':at': at } }));
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },

  async forget(physicianId) {
    await db.send(new DeleteCommand({ TableName: table, Key: codeKey(physicianId) }));
    for await (const page of queryPages(db, { TableName: table, KeyConditionExpression: 'pk = :pk', FilterExpression: 'attribute_exists(#c)', ExpressionAttributeNames: { '#c': 'change' }, ExpressionAttributeValues: { ':pk': profileKeys.logPartition(physicianId) }, ProjectionExpression: 'pk, sk', ConsistentRead: true })) {
      for (const i of page.Items ?? []) await db.send(new UpdateCommand({ TableName: table, Key: { pk: i.pk, sk: i.sk }, UpdateExpression: 'REMOVE #c', ExpressionAttributeNames: { '#c': 'change' } }));
    }
  },
});

