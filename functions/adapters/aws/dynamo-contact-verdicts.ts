import { randomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, TransactWriteCommand } from './sdk/lib-dynamodb';
import type { ContactReportStore } from '../../core/contact-report-ports';
import { AppError } from '../../core/errors';
import { keys } from './dynamo-client';
import { countAttr, invalidAttr, reportKeys } from './dynamo-contact-report-keys';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

// A transaction holds at most 100 items: 99 reports and the status item.
const CLOSE_CHUNK = 99;
const ROUNDS = 20;

type Decision = Parameters<ContactReportStore['decide']>[0];

/** Closes the field's open reports, each with -1 on its count in the same transaction, so the count never drifts from the reports. */
const closeOpenReports = async (db: DynamoDBDocumentClient, table: string, d: Decision): Promise<number> => {
  let closed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const open = await queryAll(db, {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'st = :open',
      ExpressionAttributeValues: { ':pk': reportKeys.partition(d.physicianId), ':prefix': reportKeys.reportPrefix(d.field), ':open': 'open' },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    });
    if (!open.length) return closed;
    for (let i = 0; i < open.length; i += CLOSE_CHUNK) {
      const chunk = open.slice(i, i + CLOSE_CHUNK);
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            ...chunk.map((k) => ({
              Update: {
                TableName: table,
                Key: { pk: k.pk, sk: k.sk },
                UpdateExpression: 'SET st = :closed, closedAt = :at, closedAs = :as REMOVE gsi1pk, gsi1sk',
                ConditionExpression: 'st = :open',
                ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open', ':at': d.at, ':as': d.status },
              },
            })),
            {
              Update: {
                TableName: table,
                Key: reportKeys.status(d.physicianId),
                UpdateExpression: 'ADD #n :minus',
                ExpressionAttributeNames: { '#n': countAttr(d.field) },
                ExpressionAttributeValues: { ':minus': -chunk.length },
              },
            },
          ],
        }),
      );
      // A concurrent verdict closed some of these first: the next round reads what is still open.
      if (out === 'ok') closed += chunk.length;
    }
  }
  return closed;
};

/**
 * An admin's verdict on one field. The verdict, its audit entry and (when
 * re-verified) the profile's `<field>VerifiedAt` are one transaction, so no
 * verdict is without its audit entry; then the field's open reports close.
 */
export const decideContactField = async (db: DynamoDBDocumentClient, table: string, d: Decision): Promise<number> => {
  const status =
    d.status === 'invalid'
      ? { UpdateExpression: 'SET #type = :type, physicianId = :id, #inv = :verdict', ExpressionAttributeValues: { ':type': 'contactReportStatus', ':id': d.physicianId, ':verdict': { at: d.at, by: d.adminId } } }
      : { UpdateExpression: 'SET #type = :type, physicianId = :id REMOVE #inv', ExpressionAttributeValues: { ':type': 'contactReportStatus', ':id': d.physicianId } };
  const out = await transactWrite(db, () =>
    new TransactWriteCommand({
      TransactItems: [
        { Update: { TableName: table, Key: reportKeys.status(d.physicianId), ExpressionAttributeNames: { '#type': 'type', '#inv': invalidAttr(d.field) }, ...status } },
        {
          Put: {
            TableName: table,
            Item: { ...reportKeys.audit(d.physicianId, d.at, randomBytes(6).toString('hex')), type: 'contactAudit', physicianId: d.physicianId, field: d.field, status: d.status, adminId: d.adminId, at: d.at },
          },
        },
        // Never a verdict about a profile that a removal took away meanwhile (nor a profile created by one).
        d.status === 'verified'
          ? {
              Update: {
                TableName: table,
                Key: keys.physician(d.physicianId),
                UpdateExpression: 'SET #verified = :at',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#verified': `${d.field}VerifiedAt` },
                ExpressionAttributeValues: { ':at': d.at },
              },
            }
          : { ConditionCheck: { TableName: table, Key: keys.physician(d.physicianId), ConditionExpression: 'attribute_exists(pk)' } },
      ],
    }),
  );
  if (out !== 'ok') throw new AppError('NOT_FOUND', 'Physician not found');
  return closeOpenReports(db, table, d);
};
