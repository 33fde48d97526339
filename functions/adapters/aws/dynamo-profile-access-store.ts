import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { ProfileAccessStore, ProfileSessionRecord } from '../../core/profile-ports';
import { ttlOf } from './dynamo-client';
import { transactWrite } from './dynamo-transact';

/**
 * "Manage my profile" links and sessions (issue 25), each by the SHA-256 of
 * its token and gone by the table's TTL (`expiresAt`) once invalid:
 * `PROFILE_LINK#<hash>` (single use: `usedAt` set by a conditional update),
 * `PROFILE_SESSION#<hash>`, and `PROFILE_ACCESS#<physicianId>` naming the
 * physician's current session, so a newer session or a revoke ends the old one.
 */
export const profileKeys = {
  link: (tokenHash: string) => ({ pk: `PROFILE_LINK#${tokenHash}`, sk: 'LINK' }),
  session: (sessionHash: string) => ({ pk: `PROFILE_SESSION#${sessionHash}`, sk: 'SESSION' }),
  current: (physicianId: string) => ({ pk: `PROFILE_ACCESS#${physicianId}`, sk: 'CURRENT_SESSION' }),
  logPartition: (physicianId: string) => `PROFILE_LOG#${physicianId}`,
};

const ROUNDS = 3;

export const dynamoProfileAccessStore = (db: DynamoDBDocumentClient, table: string): ProfileAccessStore => {
  const currentOf = async (physicianId: string): Promise<string | null> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: profileKeys.current(physicianId), ConsistentRead: true }));
    return typeof Item?.sessionHash === 'string' ? Item.sessionHash : null;
  };

  return {
    async createLink(l) {
      await db.send(new PutCommand({ TableName: table, Item: { ...profileKeys.link(l.tokenHash), type: 'profileLink', ...l, expiresAt: ttlOf(l.validUntil, 0) }, ConditionExpression: 'attribute_not_exists(pk)' }));
    },

    async claimLink(tokenHash, now) {
      try {
        const out = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: profileKeys.link(tokenHash),
            UpdateExpression: 'SET usedAt = :now',
            // TTL deletes late: the validity is checked here, not left to it.
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(usedAt) AND validUntil > :now',
            ExpressionAttributeValues: { ':now': now.toISOString() },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { physicianId: String(out.Attributes?.physicianId), via: String(out.Attributes?.via) };
      } catch (e) {
        if (e instanceof ConditionalCheckFailedException) return null;
        throw e;
      }
    },

    async openSession(s) {
      for (let round = 0; round < ROUNDS; round++) {
        const old = await currentOf(s.physicianId);
        const out = await transactWrite(db, () =>
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: table, Item: { ...profileKeys.session(s.sessionHash), type: 'profileSession', ...s, expiresAt: ttlOf(s.validUntil, 0) } } },
              {
                Put: {
                  TableName: table,
                  Item: { ...profileKeys.current(s.physicianId), type: 'profileCurrentSession', sessionHash: s.sessionHash, expiresAt: ttlOf(s.validUntil, 0) },
                  // Only over the session we read: two confirms at once cannot both stay live.
                  ConditionExpression: old ? 'sessionHash = :old' : 'attribute_not_exists(pk)',
                  ...(old ? { ExpressionAttributeValues: { ':old': old } } : {}),
                },
              },
              ...(old ? [{ Delete: { TableName: table, Key: profileKeys.session(old) } }] : []),
            ],
          }),
        );
        if (out === 'ok') return;
      }
      throw new Error('The profile session kept changing while a new one was opened');
    },

    async sessionOf(sessionHash, now) {
      // Consistent: a sign-out or revoke must hold for the very next request.
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: profileKeys.session(sessionHash), ConsistentRead: true }));
      if (!Item || typeof Item.validUntil !== 'string' || Item.validUntil <= now.toISOString()) return null;
      return { sessionHash, physicianId: String(Item.physicianId), via: String(Item.via), createdAt: String(Item.createdAt), validUntil: Item.validUntil } satisfies ProfileSessionRecord;
    },

    async endSession(sessionHash) {
      const { Attributes } = await db.send(new DeleteCommand({ TableName: table, Key: profileKeys.session(sessionHash), ReturnValues: 'ALL_OLD' }));
      if (typeof Attributes?.physicianId !== 'string') return;
      try {
        await db.send(new DeleteCommand({ TableName: table, Key: profileKeys.current(Attributes.physicianId), ConditionExpression: 'sessionHash = :s', ExpressionAttributeValues: { ':s': sessionHash } }));
      } catch (e) {
        // A newer session is current: it stays.
        if (!(e instanceof ConditionalCheckFailedException)) throw e;
      }
    },

    async endSessionsOf(physicianId) {
      const current = await currentOf(physicianId);
      if (current) await db.send(new DeleteCommand({ TableName: table, Key: profileKeys.session(current) }));
      await db.send(new DeleteCommand({ TableName: table, Key: profileKeys.current(physicianId) }));
    },
  };
};
