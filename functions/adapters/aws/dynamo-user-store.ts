import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { SubscriptionRecord, UserIdentity, UserRecord, UserStore } from '../../core/ports';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';

type Item = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const toUser = (Item: Item): UserRecord => {
  const optional = {
    lastSignInAt: str(Item.lastSignInAt),
    name: str(Item.name),
    bio: str(Item.bio),
    totalExports: typeof Item.totalExports === 'number' ? Item.totalExports : undefined,
    stripeCustomerId: str(Item.stripeCustomerId),
  };
  return {
    id: String(Item.id),
    // A record made by an update before sign-up confirmation ran has no email yet.
    email: str(Item.email) ?? '',
    createdAt: str(Item.createdAt) ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
  };
};

// Only putSubscription and replaceSubscription write these items, always from a SubscriptionRecord.
const toSubscription = ({ pk: _pk, sk: _sk, type: _type, ...rest }: Item): SubscriptionRecord => rest as unknown as SubscriptionRecord;

/**
 * Every partial update also sets what makes the item a user record, so an
 * update that races the sign-up trigger still leaves a complete record.
 */
export const userBase = (user: UserIdentity, at: string) => ({
  set: '#type = :userType, id = :id, email = :email, createdAt = if_not_exists(createdAt, :at)',
  names: { '#type': 'type' },
  values: { ':userType': 'user', ':id': user.id, ':email': user.email, ':at': at },
});

export const dynamoUserStore = (db: DynamoDBDocumentClient, table: string): UserStore => ({
  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.user(id) }));
    return Item ? toUser(Item) : null;
  },
  async put(user) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.user(user.id), type: 'user', ...user } }));
  },
  async ensure(user, at) {
    const base = userBase(user, at);
    // email only if absent: a confirmation replayed later must not undo anything.
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.user(user.id),
        UpdateExpression: 'SET #type = :userType, id = :id, email = if_not_exists(email, :email), createdAt = if_not_exists(createdAt, :at)',
        ExpressionAttributeNames: base.names,
        ExpressionAttributeValues: base.values,
      }),
    );
  },
  async recordSignIn(user, at) {
    const base = userBase(user, at);
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.user(user.id),
        UpdateExpression: `SET ${base.set}, lastSignInAt = :at`,
        ExpressionAttributeNames: base.names,
        ExpressionAttributeValues: base.values,
      }),
    );
  },
  async updateProfile(user, patch, at) {
    const base = userBase(user, at);
    const set = [base.set];
    const remove: string[] = [];
    const values: Item = { ...base.values };
    const names: Record<string, string> = { ...base.names };
    for (const field of ['name', 'bio'] as const) {
      const value = patch[field];
      if (value === undefined) continue;
      // `name` is a DynamoDB reserved word; DynamoDB also refuses names an expression does not use.
      names[`#${field}`] = field;
      if (value === null || value === '') remove.push(`#${field}`);
      else {
        set.push(`#${field} = :${field}`);
        values[`:${field}`] = value;
      }
    }
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.user(user.id),
        UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toUser(Attributes ?? {});
  },
  async subscriptionOf(userId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.subscription(userId) }));
    return Item ? toSubscription(Item) : null;
  },
  async overviews(userIds) {
    const items = await batchGetAll(db, table, [...new Set(userIds)].flatMap((id) => [keys.user(id), keys.subscription(id)]));
    const out = new Map<string, { record: UserRecord | null; subscription: SubscriptionRecord | null }>();
    for (const item of items) {
      const id = String(item.pk).slice('USER#'.length);
      const entry = out.get(id) ?? { record: null, subscription: null };
      if (item.sk === keys.user(id).sk) entry.record = toUser(item);
      else entry.subscription = toSubscription(item);
      out.set(id, entry);
    }
    return out;
  },
  async putSubscription(userId, s) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.subscription(userId), type: 'subscription', ...s } }));
  },
  async replaceSubscription(userId, next, expectedVersion) {
    try {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.subscription(userId), type: 'subscription', ...next, version: (expectedVersion ?? 0) + 1 },
          // Records written before versions existed (seed, tests) count as version 0.
          ConditionExpression:
            expectedVersion === null ? 'attribute_not_exists(pk)' : expectedVersion === 0 ? 'attribute_not_exists(version) OR version = :v' : 'version = :v',
          ...(expectedVersion === null ? {} : { ExpressionAttributeValues: { ':v': expectedVersion } }),
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },
});
