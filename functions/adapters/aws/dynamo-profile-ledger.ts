import { randomBytes } from 'node:crypto';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from './sdk/lib-dynamodb';
import { nextVersion } from '../../core/physician-version';
import type { ProfileLedger } from '../../core/profile-ports';
import type { ProfileLogEntry } from '../../core/schemas/profile';
import { keys, ttlOf } from './dynamo-client';
import { hiddenAttr, reportKeys } from './dynamo-contact-report-keys';
import { queryPages } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';
import { profileKeys } from './dynamo-profile-access-store';

const YEAR = 365 * 24 * 3600;
const ROUNDS = 3;

/** One entry of a physician's page log; a change's entry (dynamo-profile-change-store.ts) adds what it replaced. */
export const logItem = <E extends ProfileLogEntry>(physicianId: string, e: E) => ({
  pk: profileKeys.logPartition(physicianId),
  sk: `LOG#${e.at}#${randomBytes(4).toString('hex')}`,
  type: 'profileLog',
  physicianId,
  ...e,
  expiresAt: ttlOf(e.at, YEAR),
});

/**
 * The physician page's log (`PROFILE_LOG#<id>`, `LOG#<at>#<n>`, a year's
 * TTL), the hidden contact fields (on the contact-report STATUS item, which
 * reveal and every export already read) and the exposure counts from what
 * the reveal log and the export marks already index under the physician in
 * gsi1 (`PHYSICIAN#<id>`: `REVEAL#<at>#<userId>`, `MARK#EXPORTED#<userId>`).
 */
export const dynamoProfileLedger = (db: DynamoDBDocumentClient, table: string): ProfileLedger => ({
  async log(physicianId, entry) {
    await db.send(new PutCommand({ TableName: table, Item: logItem(physicianId, entry) }));
  },

  async logOf(physicianId, limit) {
    const { Items } = await db.send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': profileKeys.logPartition(physicianId) }, ScanIndexForward: false, Limit: limit, ConsistentRead: true }),
    );
    return (Items ?? []).map((i) => ({ at: String(i.at), action: i.action as ProfileLogEntry['action'], field: (i.field ?? null) as ProfileLogEntry['field'], via: typeof i.via === 'string' ? i.via : null }));
  },

  async setHidden(physicianId, field, hidden, entry) {
    const status = hidden
      ? { UpdateExpression: 'SET #type = :type, physicianId = :id, #h = :at', ExpressionAttributeValues: { ':type': 'contactReportStatus', ':id': physicianId, ':at': entry.at } }
      : { UpdateExpression: 'SET #type = :type, physicianId = :id REMOVE #h', ExpressionAttributeValues: { ':type': 'contactReportStatus', ':id': physicianId } };
    for (let round = 0; round < ROUNDS; round++) {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.physician(physicianId), ConsistentRead: true }));
      // Never a status item for a profile a removal took away meanwhile.
      if (!Item) return false;
      const before = Array.isArray(Item.hiddenContacts) ? (Item.hiddenContacts as string[]) : [];
      const after = hidden ? [...new Set([...before, field])] : before.filter((f) => f !== field);
      const old = typeof Item.version === 'number' ? Item.version : undefined;
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: table, Key: reportKeys.status(physicianId), ExpressionAttributeNames: { '#type': 'type', '#h': hiddenAttr(field) }, ...status } },
            { Put: { TableName: table, Item: logItem(physicianId, entry) } },
            // The profile carries the hidden fields too, so its next index write drops them from hasEmail/hasPhone (core/physician.ts summaryOf).
            {
              Update: {
                TableName: table,
                Key: keys.physician(physicianId),
                UpdateExpression: after.length ? 'SET hiddenContacts = :list, version = :v' : 'SET version = :v REMOVE hiddenContacts',
                ConditionExpression: old ? 'attribute_exists(pk) AND version = :old' : 'attribute_exists(pk) AND attribute_not_exists(version)',
                ExpressionAttributeValues: { ':v': nextVersion(old), ...(after.length ? { ':list': after } : {}), ...(old ? { ':old': old } : {}) },
              },
            },
          ],
        }),
      );
      if (out === 'ok') return true;
    }
    throw new Error('The profile kept changing while a contact field was hidden');
  },

  async exposureSince(physicianId, since) {
    const revealers = new Set<string>();
    for await (const page of queryPages(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.physician(physicianId).pk, ':from': `REVEAL#${since}`, ':to': 'REVEAL#\uffff' },
      ProjectionExpression: 'userId',
    })) {
      for (const i of page.Items ?? []) revealers.add(String(i.userId));
    }
    // One export mark per recruiter and physician, holding the last export: a mark dated since `since` is one recruiter.
    let exportedBy = 0;
    for await (const page of queryPages(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      FilterExpression: 'exportedAt >= :since',
      ExpressionAttributeValues: { ':pk': keys.physician(physicianId).pk, ':prefix': 'MARK#EXPORTED#', ':since': since },
      Select: 'COUNT',
    })) {
      exportedBy += page.Count ?? 0;
    }
    return { revealedBy: revealers.size, exportedBy };
  },
});
