import { ConditionalCheckFailedException, TransactionCanceledException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { ClaimedRemoval, RemovalRequestStore } from '../../core/public-form-ports';
import { keys, ttlOf } from './dynamo-client';

// Kept a week past expiry (or completion) for audit, then TTL deletes it.
const KEEP_SECONDS = 7 * 24 * 3600;
// The link item only matters while its link is live.
const LINK_KEEP_SECONDS = 3600;

type Item = Record<string, unknown>;

const claimedOf = (item: Item): ClaimedRemoval => ({
  tokenHash: String(item.pk).slice('REMOVAL#'.length),
  email: String(item.email),
  // A string set in DynamoDB; absent until the first run found profiles.
  physicianIds: item.physicianIds instanceof Set ? [...(item.physicianIds as Set<string>)] : [],
});

const isConditionFailure = (e: unknown): boolean => e instanceof ConditionalCheckFailedException || e instanceof TransactionCanceledException;

/**
 * Request items (`REMOVAL#<tokenHash>`) carry the state: `st` requested,
 * claimed or done. While claimed they sit in gsi1 under `REMOVALS#claimed`
 * and have no TTL, so a removal that keeps failing is never forgotten.
 * Items of the older schema mark a finished removal with `usedAt`.
 */
export const dynamoRemovalRequestStore = (db: DynamoDBDocumentClient, table: string): RemovalRequestStore => {
  const getRequest = async (tokenHash: string): Promise<Item | undefined> =>
    (await db.send(new GetCommand({ TableName: table, Key: keys.removalRequest(tokenHash), ConsistentRead: true }))).Item;

  return {
    async linkOf(addressKey) {
      const { Item: link } = await db.send(new GetCommand({ TableName: table, Key: keys.removalLink(addressKey), ConsistentRead: true }));
      if (!link) return null;
      const request = await getRequest(String(link.tokenHash));
      const claimed = !request || request.st !== 'requested';
      return { addressKey, nonce: String(link.nonce), tokenHash: String(link.tokenHash), validUntil: String(link.validUntil), lastMailedAt: String(link.lastMailedAt), claimed };
    },

    async create(r, link) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: table,
                  Item: { ...keys.removalRequest(r.tokenHash), type: 'removal-request', st: 'requested', email: r.email, createdAt: r.createdAt, validUntil: r.expiresAt, expiresAt: ttlOf(r.expiresAt, KEEP_SECONDS) },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: table,
                  Item: { ...keys.removalLink(link.addressKey), type: 'removal-link', nonce: link.nonce, tokenHash: r.tokenHash, validUntil: r.expiresAt, lastMailedAt: r.createdAt, expiresAt: ttlOf(r.expiresAt, LINK_KEEP_SECONDS) },
                  // Optimistic: only if the link is still the one the caller saw, so two requests at once make one link.
                  ...(link.replaces === null
                    ? { ConditionExpression: 'attribute_not_exists(pk)' }
                    : { ConditionExpression: 'attribute_not_exists(pk) OR nonce = :seen', ExpressionAttributeValues: { ':seen': link.replaces } }),
                },
              },
            ],
          }),
        );
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },

    async noteResend(addressKey, nonce, now, notBefore) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.removalLink(addressKey),
            UpdateExpression: 'SET lastMailedAt = :now',
            ConditionExpression: 'nonce = :nonce AND lastMailedAt <= :notBefore',
            ExpressionAttributeValues: { ':now': now.toISOString(), ':nonce': nonce, ':notBefore': notBefore.toISOString() },
          }),
        );
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },

    async claim(tokenHash, now) {
      const at = now.toISOString();
      try {
        // One conditional write decides: two clicks at once cannot both claim (the loser resumes below).
        const out = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.removalRequest(tokenHash),
            UpdateExpression: 'SET st = :claimed, claimedAt = :now, gsi1pk = :g, gsi1sk = :gs REMOVE expiresAt',
            // Requests stored before the state machine have no st; unused ones lack usedAt.
            ConditionExpression: 'attribute_exists(pk) AND validUntil > :now AND (st = :requested OR (attribute_not_exists(st) AND attribute_not_exists(usedAt)))',
            ExpressionAttributeValues: { ':claimed': 'claimed', ':requested': 'requested', ':now': at, ':g': keys.removalsClaimed, ':gs': `${at}#${tokenHash}` },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return out.Attributes ? claimedOf(out.Attributes) : null;
      } catch (e) {
        if (!isConditionFailure(e)) throw e;
      }
      // Claimed before (within its life, as the claim required) and never finished: resume it.
      const item = await getRequest(tokenHash);
      return item?.st === 'claimed' ? claimedOf(item) : null;
    },

    async recordIds(tokenHash, physicianIds) {
      if (!physicianIds.length) return;
      await db.send(
        new UpdateCommand({ TableName: table, Key: keys.removalRequest(tokenHash), UpdateExpression: 'ADD physicianIds :ids', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':ids': new Set(physicianIds) } }),
      );
    },

    async finish(tokenHash, now) {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.removalRequest(tokenHash),
          UpdateExpression: 'SET st = :done, doneAt = :now, expiresAt = :ttl REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':done': 'done', ':now': now.toISOString(), ':ttl': ttlOf(now, KEEP_SECONDS) },
        }),
      );
    },

    async stale(before, limit) {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :g AND gsi1sk < :before',
          ExpressionAttributeValues: { ':g': keys.removalsClaimed, ':before': before.toISOString() },
          Limit: limit,
        }),
      );
      return (out.Items ?? []).filter((i) => i.st === 'claimed').map(claimedOf);
    },
  };
};
