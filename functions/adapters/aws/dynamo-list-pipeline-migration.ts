import { type DynamoDBDocumentClient, GetCommand, PutCommand, type ScanCommandInput, TransactWriteCommand } from './sdk/lib-dynamodb';
import { DEFAULT_MEMBER_STATUS, statusSortKey } from '../../core/schemas/list-pipeline';
import { keys } from './dynamo-client';
import { scanEvery } from './dynamo-list-migration';
import { countAttr, markUpdate, statusRowItem } from './dynamo-list-pipeline';
import { transactWrite } from './dynamo-transact';


const MARKER = { pk: 'MIGRATION#list-pipeline', sk: 'DONE' };

/**
 * Member rows from before statuses (issue 17) get, each in one transaction,
 * status New, their status row, their count on the list and their owner's
 * list mark. Idempotent: the row's own condition (no statusSk yet) lets only
 * one run (or a status change, which upgrades a row the same way) do it.
 * Rows of lists gone or being deleted are left to the delete. Returns how many rows it upgraded.
 */
export const migrateListPipeline = async (db: DynamoDBDocumentClient, table: string): Promise<number> => {
  const scan: ScanCommandInput = {
    TableName: table,
    FilterExpression: '#type = :member AND attribute_not_exists(statusSk)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':member': 'listMember' },
    ConsistentRead: true,
  };
  const found = await scanEvery(db, scan);

  let upgraded = 0;
  for (const m of found) {
    const [listId, userId, physicianId, addedAt] = [String(m.listId), String(m.userId), String(m.physicianId), String(m.addedAt)];
    const out = await transactWrite(db, () =>
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.listMember(listId, physicianId),
              UpdateExpression: 'SET #status = :status, statusSk = :sk',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(statusSk)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': DEFAULT_MEMBER_STATUS, ':sk': statusSortKey(DEFAULT_MEMBER_STATUS, addedAt, physicianId) },
            },
          },
          {
            Update: {
              TableName: table,
              Key: keys.list(userId, listId),
              UpdateExpression: 'ADD #n :one',
              ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
              ExpressionAttributeNames: { '#n': countAttr(DEFAULT_MEMBER_STATUS) },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          { Put: { TableName: table, Item: statusRowItem(listId, physicianId, addedAt, DEFAULT_MEMBER_STATUS) } },
          markUpdate(table, userId, physicianId, listId, 'ADD'),
        ],
      }),
    );
    if (out === 'ok') upgraded++;
  }
  return upgraded;
};

/** The local stack's one-off step for a table from an older checkout: a marker item keeps later starts from scanning again. */
export const migrateListPipelineOnce = async (db: DynamoDBDocumentClient, table: string): Promise<void> => {
  if ((await db.send(new GetCommand({ TableName: table, Key: MARKER }))).Item) return;
  await migrateListPipeline(db, table);
  await db.send(new PutCommand({ TableName: table, Item: { ...MARKER, type: 'migration', at: new Date().toISOString() } }));
};
