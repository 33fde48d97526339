import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { TeamStore } from '../../core/team-ports';
import { keys } from './dynamo-client';
import { transactWrite } from './dynamo-transact';

/** Issue 26: the team's paid seats (from Stripe's webhook) and the owner's handover. */
export const dynamoTeamOwnership = (db: DynamoDBDocumentClient, table: string): Pick<TeamStore, 'recordPaidSeats' | 'transferOwnership'> => ({
  async recordPaidSeats(teamId, seats, billing) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.team(teamId),
          UpdateExpression: 'SET seats = :seats, billing = :billing',
          // Stripe delivers late and out of order: only a newer (or the same) event sets the seats.
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(billing) OR billing.eventCreated <= :created)',
          ExpressionAttributeValues: { ':seats': seats, ':billing': billing, ':created': billing.eventCreated },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },

  async transferOwnership(teamId, fromUserId, toUserId, memberIds) {
    const role = (userId: string, from: string, to: string) => ({
      Update: {
        TableName: table,
        Key: keys.teamMember(teamId, userId),
        UpdateExpression: 'SET #role = :to',
        ConditionExpression: 'attribute_exists(pk) AND #role = :from',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':from': from, ':to': to },
      },
    });
    // Every link names the owner (whose personal plan a team without its own subscription lends): all move together.
    const links = memberIds.map((userId) => ({
      Update: { TableName: table, Key: keys.teamLink(userId), UpdateExpression: 'SET ownerId = :to', ConditionExpression: 'teamId = :team', ExpressionAttributeValues: { ':to': toUserId, ':team': teamId } },
    }));
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Update: { TableName: table, Key: keys.team(teamId), UpdateExpression: 'SET ownerId = :to', ConditionExpression: 'ownerId = :from', ExpressionAttributeValues: { ':from': fromUserId, ':to': toUserId } } },
          role(fromUserId, 'owner', 'admin'),
          role(toUserId, 'admin', 'owner'),
          ...links,
        ],
      }),
    );
    return out === 'ok';
  },
});
