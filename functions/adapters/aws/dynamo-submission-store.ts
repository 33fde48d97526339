import { ConditionalCheckFailedException, TransactionCanceledException } from './sdk/client-dynamodb';
import { DeleteCommand, type DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { SubmissionStore } from '../../core/public-form-ports';
import { type Submission, submission, UNCONFIRMED } from '../../core/schemas/submissions';
import { emailHash } from '../../core/suppression';
import { keys, ttlOf } from './dynamo-client';
import { versionedPut } from './dynamo-physician-store';
import { identityItem } from './dynamo-physician-identities';
import { queryPages } from './dynamo-query-pages';

const toSubmission = (item: Record<string, unknown>): Submission => {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g2, validUntil: _v, expiresAt: _e, ...rest } = item;
  return submission.parse(rest);
};

/**
 * A claim that lost (used, expired, confirmed meanwhile) cancels the transaction on one of its
 * conditions, or on a conflict with the other click's transaction in flight on the same items.
 */
const lostClaim = (e: unknown): boolean =>
  e instanceof TransactionCanceledException && (e.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict');

const statusKeys = (s: Submission) => ({ gsi1pk: keys.submissionsOf(s.status), gsi1sk: `${s.createdAt}#${s.id}` });

export const dynamoSubmissionStore = (db: DynamoDBDocumentClient, table: string): SubmissionStore => ({
  async create(s, { tokenHash, validUntil }) {
    // Both expire with the link (epoch seconds, the table's TTL): DynamoDB deletes them lazily, so reads check validUntil too.
    const expiry = { validUntil, expiresAt: ttlOf(validUntil, 0) };
    const fresh = 'attribute_not_exists(pk)';
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: { ...keys.submission(s.id), type: 'submission', ...statusKeys(s), ...s, ...expiry }, ConditionExpression: fresh } },
          { Put: { TableName: table, Item: { ...keys.submissionToken(tokenHash), type: 'submission-token', submissionId: s.id, ...expiry }, ConditionExpression: fresh } },
        ],
      }),
    );
  },

  async confirm(tokenHash, now) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.submissionToken(tokenHash), ConsistentRead: true }));
    if (typeof Item?.submissionId !== 'string') return null;
    const at = now.toISOString();
    const valid = 'validUntil > :now';
    try {
      // The conditions decide, not the read above: of two clicks at once only one can pass, and never after validUntil.
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table,
                Key: keys.submissionToken(tokenHash),
                UpdateExpression: 'SET usedAt = :now',
                ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(usedAt) AND ${valid}`,
                ExpressionAttributeValues: { ':now': at },
              },
            },
            {
              // Confirmed: it waits for an admin, no longer for the clock.
              Update: {
                TableName: table,
                Key: keys.submission(Item.submissionId),
                UpdateExpression: 'SET #s = :pending, gsi1pk = :g REMOVE validUntil, expiresAt',
                ConditionExpression: `#t = :type AND #s = :unconfirmed AND ${valid}`,
                ExpressionAttributeNames: { '#s': 'status', '#t': 'type' },
                ExpressionAttributeValues: { ':now': at, ':pending': 'pending', ':g': keys.submissionsOf('pending'), ':type': 'submission', ':unconfirmed': UNCONFIRMED },
              },
            },
          ],
        }),
      );
    } catch (e) {
      if (lostClaim(e)) return null;
      throw e;
    }
    return Item.submissionId;
  },

  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.submission(id) }));
    return Item?.type === 'submission' ? toSubmission(Item) : null;
  },

  async approvedSince(since) {
    // The status index is ordered by submission time, not approval: count the approved ones by their approval time.
    let n = 0;
    for await (const p of queryPages(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'approvedAt >= :since',
      ExpressionAttributeValues: { ':pk': keys.submissionsOf('approved'), ':since': since },
      Select: 'COUNT',
    }))
      n += p.Count ?? 0;
    return n;
  },

  async page(status, page, pageSize) {
    // Admin queues are small; walking the status index to the page keeps "page N of M" exact.
    const base = { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.submissionsOf(status) } };
    let total = 0;
    for await (const p of queryPages(db, { ...base, Select: 'COUNT' })) total += p.Count ?? 0;
    const from = (page - 1) * pageSize;
    const items: Submission[] = [];
    if (from < total) {
      let seen = 0;
      for await (const p of queryPages(db, { ...base, ScanIndexForward: false })) {
        for (const item of p.Items ?? []) {
          if (seen >= from && items.length < pageSize) items.push(toSubmission(item));
          seen++;
        }
        if (items.length >= pageSize) break;
      }
    }
    return { items, total };
  },

  async decide(id, outcome, publish) {
    const update = {
      TableName: table,
      Key: keys.submission(id),
      UpdateExpression: `SET #s = :s, approvedAt = :at, physicianId = :pid, gsi1pk = :g, merged = :m${outcome.cv !== undefined ? ', cv = :cv' : ''}`,
      ConditionExpression: '#t = :type AND #s = :pending',
      ExpressionAttributeNames: { '#s': 'status', '#t': 'type' },
      ExpressionAttributeValues: {
        ':s': outcome.status,
        ':at': outcome.approvedAt,
        ':pid': publish?.record.id ?? null,
        ':m': outcome.merged ?? false,
        ...(outcome.cv !== undefined ? { ':cv': outcome.cv } : {}),
        ':g': keys.submissionsOf(outcome.status),
        ':type': 'submission',
        ':pending': 'pending',
      },
    };
    try {
      if (publish) {
        // Both or neither: an approved submission always has its profile, and a profile its approval.
        const { record, identity } = publish;
        const identityOp = !identity
          ? []
          : identity.claim
            ? [{ Put: { TableName: table, Item: identityItem(identity.key, record.id), ConditionExpression: 'attribute_not_exists(pk)' } }]
            : [{ ConditionCheck: { TableName: table, Key: keys.physicianIdentity(identity.key), ConditionExpression: 'physicianId = :id', ExpressionAttributeValues: { ':id': record.id } } }];
        // All or none: an approved submission always has its profile (and an NPI its one identity), and a profile its approval.
        await db.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, { Put: versionedPut(table, record) }, ...identityOp] }));
      } else {
        await db.send(new UpdateCommand(update));
      }
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      // The submission decided meanwhile, or (retried by the caller) the profile or the NPI's identity written meanwhile.
      if (lostClaim(e)) return false;
      throw e;
    }
    return true;
  },

  async setCv(id, cv) {
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.submission(id),
        UpdateExpression: 'SET cv = :cv',
        ConditionExpression: '#t = :type',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':cv': cv, ':type': 'submission' },
      }),
    );
  },

  async waitingByEmail(email) {
    // The address as the removal proved it, compared the way suppression and the email index compare (emailHash normalizes).
    const wanted = emailHash(email);
    const found: Submission[] = [];
    for (const status of [UNCONFIRMED, 'pending']) {
      const query = { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': keys.submissionsOf(status) } };
      for await (const p of queryPages(db, query)) for (const item of p.Items ?? []) if (typeof item.email === 'string' && emailHash(item.email) === wanted) found.push(toSubmission(item));
    }
    return found;
  },

  async removeWaiting(id) {
    try {
      await db.send(
        new DeleteCommand({
          TableName: table,
          Key: keys.submission(id),
          ConditionExpression: 'attribute_not_exists(pk) OR (#t = :type AND #s IN (:u, :p))',
          ExpressionAttributeNames: { '#s': 'status', '#t': 'type' },
          ExpressionAttributeValues: { ':type': 'submission', ':u': UNCONFIRMED, ':p': 'pending' },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  },
});
