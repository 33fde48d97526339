import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { BatchWriteCommand, type DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { ContactReportStore, StoredContactReport } from '../../core/contact-report-ports';
import type { ContactFieldName } from '../../core/schemas/contact-reports';
import { AppError } from '../../core/errors';
import { batchGetAll } from './dynamo-batch-get';
import { decideContactField } from './dynamo-contact-verdicts';
import { countAttr, reportKeys, reportOfItem, statusOfItem } from './dynamo-contact-report-keys';
import { queryAll, queryPages } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

const ATTEMPTS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const badCursor = () => new AppError('VALIDATION', 'Invalid cursor', { cursor: ['Invalid cursor'] });

/** The page token is DynamoDB's own LastEvaluatedKey, checked on the way back in so a forged one cannot read another partition. */
const encodeCursor = (k: Record<string, unknown>): string => Buffer.from(JSON.stringify([k.pk, k.sk, k.gsi1sk])).toString('base64url');
const decodeCursor = (cursor: string): Record<string, string> => {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parts) || parts.length !== 3 || !parts.every((p) => typeof p === 'string' && p.length < 300)) throw badCursor();
  const [pk, sk, gsi1sk] = parts as string[];
  if (!pk!.startsWith('CONTACT_REPORTS#') || !sk!.startsWith('REPORT#')) throw badCursor();
  return { pk: pk!, sk: sk!, gsi1pk: reportKeys.openIndex, gsi1sk: gsi1sk! };
};

export const dynamoContactReportStore = (db: DynamoDBDocumentClient, table: string): ContactReportStore => {
  /** Replaces reason and note of the caller's open report; false when it is no longer open. */
  const updateOpen = async (r: Omit<StoredContactReport, 'createdAt' | 'updatedAt'>, at: string): Promise<boolean> => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: reportKeys.report(r.physicianId, r.field, r.userId),
          UpdateExpression: 'SET reason = :reason, note = :note, updatedAt = :at, gsi1sk = :sort',
          ConditionExpression: 'st = :open',
          ExpressionAttributeValues: { ':reason': r.reason, ':note': r.note, ':at': at, ':sort': reportKeys.openSort({ ...r, updatedAt: at }), ':open': 'open' },
        }),
      );
      return true;
    } catch (e) {
      if (e instanceof ConditionalCheckFailedException) return false;
      throw e;
    }
  };

  /** A new (or reopened) report and +1 on the field's open count, together; false when someone else got there first. */
  const openNew = async (r: Omit<StoredContactReport, 'createdAt' | 'updatedAt'>, at: string): Promise<boolean> => {
    const item = { ...reportKeys.report(r.physicianId, r.field, r.userId), type: 'contactReport', st: 'open', ...r, createdAt: at, updatedAt: at, gsi1pk: reportKeys.openIndex, gsi1sk: reportKeys.openSort({ ...r, updatedAt: at }) };
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk) OR st = :closed', ExpressionAttributeValues: { ':closed': 'closed' } } },
          {
            Update: {
              TableName: table,
              Key: reportKeys.status(r.physicianId),
              UpdateExpression: 'SET #type = :type, physicianId = :id ADD #n :one',
              ExpressionAttributeNames: { '#type': 'type', '#n': countAttr(r.field) },
              ExpressionAttributeValues: { ':type': 'contactReportStatus', ':id': r.physicianId, ':one': 1 },
            },
          },
        ],
      }),
    );
    return out === 'ok';
  };

  return {
    async upsert(r, at) {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const { Item } = await db.send(new GetCommand({ TableName: table, Key: reportKeys.report(r.physicianId, r.field, r.userId), ConsistentRead: true }));
        if (Item?.st === 'open') {
          const createdAt = String(Item.createdAt);
          if (await updateOpen(r, at)) return { ...r, createdAt, updatedAt: at };
        } else if (await openNew(r, at)) {
          return { ...r, createdAt: at, updatedAt: at };
        }
        // Two tabs of one user racing, or an admin closing it meanwhile: read again.
        await sleep(20 * 2 ** attempt);
      }
      throw new AppError('CONFLICT', 'The report changed while it was being saved. Please try again.');
    },

    async statusOf(ids) {
      const items = await batchGetAll(db, table, [...new Set(ids)].map(reportKeys.status));
      return new Map(items.map((i) => [String(i.physicianId), statusOfItem(i)]));
    },

    async openCount() {
      let n = 0;
      for await (const p of queryPages(db, { TableName: table, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': reportKeys.openIndex }, Select: 'COUNT' })) n += p.Count ?? 0;
      return n;
    },

    async openReports(limit, cursor) {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': reportKeys.openIndex },
          ScanIndexForward: false,
          Limit: limit,
          ...(cursor ? { ExclusiveStartKey: decodeCursor(cursor) } : {}),
        }),
      );
      return { items: (out.Items ?? []).map(reportOfItem), nextCursor: out.LastEvaluatedKey ? encodeCursor(out.LastEvaluatedKey) : null };
    },

    decide: (input) => decideContactField(db, table, input),

    async verdicts(physicianId, limit) {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
          ExpressionAttributeValues: { ':pk': reportKeys.partition(physicianId), ':audit': 'AUDIT#' },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (out.Items ?? []).map((i) => ({ field: i.field as ContactFieldName, status: i.status === 'invalid' ? 'invalid' : 'verified', adminId: String(i.adminId), at: String(i.at) }));
    },

    async removePhysician(physicianId) {
      const items = await queryAll(db, {
        TableName: table,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': reportKeys.partition(physicianId) },
        ProjectionExpression: 'pk, sk',
        ConsistentRead: true,
      });
      for (let i = 0; i < items.length; i += 25) {
        let requests = items.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } }));
        for (let attempt = 0; requests.length; attempt++) {
          if (attempt > 8) throw new Error('DynamoDB kept refusing a batch of report deletes');
          if (attempt) await sleep(50 * 2 ** attempt);
          const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
          requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
        }
      }
    },
  };
};
