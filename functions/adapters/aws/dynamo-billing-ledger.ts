import { ConditionalCheckFailedException, TransactionCanceledException } from './sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { BillingLedger } from '../../core/ports';
import { keys } from './dynamo-client';
import { userBase } from './dynamo-user-store';

// Stripe retries a delivery for up to three days; a month of event ids covers any replay.
const EVENT_TTL_SECONDS = 30 * 24 * 3600;

export const dynamoBillingLedger = (db: DynamoDBDocumentClient, table: string): BillingLedger => ({
  async linkCustomer(user, customerId, at) {
    const base = userBase(user, at);
    try {
      // The user's customer id and the reverse lookup appear together or not at all.
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.user(user.id),
                UpdateExpression: `SET ${base.set}, stripeCustomerId = :customer`,
                ConditionExpression: 'attribute_not_exists(stripeCustomerId)',
                ExpressionAttributeNames: base.names,
                ExpressionAttributeValues: { ...base.values, ':customer': customerId },
              },
            },
            { Put: { TableName: table, Item: { ...keys.stripeCustomer(customerId), type: 'stripe-customer', userId: user.id, at } } },
          ],
        }),
      );
      return customerId;
    } catch (e) {
      if (!(e instanceof TransactionCanceledException)) throw e;
      // A concurrent checkout linked one first; that one stays, ours is left unused in Stripe.
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.user(user.id), ConsistentRead: true }));
      const linked = Item?.stripeCustomerId;
      if (typeof linked !== 'string') throw e;
      return linked;
    }
  },

  async userOfCustomer(customerId) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.stripeCustomer(customerId) }));
    return typeof Item?.userId === 'string' ? Item.userId : null;
  },

  async claimEvent(eventId, type, at) {
    try {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.stripeEvent(eventId), type: 'stripe-event', eventType: type, at, expiresAt: Math.floor(Date.parse(at) / 1000) + EVENT_TTL_SECONDS },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },

  async releaseEvent(eventId) {
    await db.send(new DeleteCommand({ TableName: table, Key: keys.stripeEvent(eventId) }));
  },
});
