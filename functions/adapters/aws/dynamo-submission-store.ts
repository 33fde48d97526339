import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmissionStore } from '../../core/ports';
import { type Submission, submission } from '../../core/schemas/submissions';
import { keys } from './dynamo-client';
import { physicianItem } from './dynamo-physician-store';
import { queryPages } from './dynamo-query-pages';

const toSubmission = (item: Record<string, unknown>): Submission => {
  const { pk: _pk, sk: _sk, type: _type, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return submission.parse(rest);
};

const statusKeys = (s: Submission) => ({ gsi1pk: keys.submissionsOf(s.status), gsi1sk: `${s.createdAt}#${s.id}` });

export const dynamoSubmissionStore = (db: DynamoDBDocumentClient, table: string): SubmissionStore => ({
  async create(s) {
    await db.send(
      new PutCommand({ TableName: table, Item: { ...keys.submission(s.id), type: 'submission', ...statusKeys(s), ...s }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  },

  async get(id) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.submission(id) }));
    return Item?.type === 'submission' ? toSubmission(Item) : null;
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
      UpdateExpression: 'SET #s = :s, approvedAt = :at, physicianId = :pid, gsi1pk = :g',
      ConditionExpression: '#t = :type AND #s = :pending',
      ExpressionAttributeNames: { '#s': 'status', '#t': 'type' },
      ExpressionAttributeValues: {
        ':s': outcome.status,
        ':at': outcome.approvedAt,
        ':pid': publish?.id ?? null,
        ':g': keys.submissionsOf(outcome.status),
        ':type': 'submission',
        ':pending': 'pending',
      },
    };
    try {
      if (publish) {
        // Both or neither: an approved submission always has its profile, and a profile its approval.
        await db.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, { Put: { TableName: table, Item: physicianItem(publish) } }] }));
      } else {
        await db.send(new UpdateCommand(update));
      }
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      if (e instanceof TransactionCanceledException && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
      throw e;
    }
    return true;
  },
});
