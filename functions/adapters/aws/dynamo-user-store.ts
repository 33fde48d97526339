import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriptionRecord, UserRecord, UserStore } from '../../core/ports';
import { keys } from './dynamo-client';

export const dynamoUserStore = (db: DynamoDBDocumentClient, table: string): UserStore => ({
  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.user(id) }));
    if (!Item) return null;
    return { id: Item.id, email: Item.email, createdAt: Item.createdAt, lastSignInAt: Item.lastSignInAt } as UserRecord;
  },
  async put(user) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.user(user.id), type: 'user', ...user } }));
  },
  async subscriptionOf(userId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.subscription(userId) }));
    if (!Item) return null;
    const { pk: _pk, sk: _sk, type: _type, ...rest } = Item;
    return rest as SubscriptionRecord;
  },
  async putSubscription(userId, s) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.subscription(userId), type: 'subscription', ...s } }));
  },
});
