import { type DynamoDBDocumentClient, GetCommand, PutCommand, type ScanCommandInput, TransactWriteCommand } from './sdk/lib-dynamodb';
import { keys } from './dynamo-client';
import { scanEvery } from './dynamo-list-migration';
import { nameKeysOf, nameRowItem } from './dynamo-list-name-rows';
import { LIVE_LIST, entryOf } from './dynamo-list-pipeline';
import { queryAll } from './dynamo-query-pages';
import { transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

/** Rounds one member's re-key may lose to racing writers of the same member before it is left to the next run. */
const ROUNDS = 5;

/**
 * Gives one member row the name key `nameSk`: the row (held to the status
 * and name key it was read with, so a racing status change or removal
 * cancels it), its old name row out, the new one in with the row's status,
 * while its list is live (a list being deleted has already read its rows).
 * False when refused (the row changed or went, or the list is going).
 */
const rekeyRow = async (db: DynamoDBDocumentClient, table: string, row: Item, nameSk: string): Promise<boolean> => {
  const [listId, userId, physicianId] = [String(row.listId), String(row.userId), String(row.physicianId)];
  const old = typeof row.nameSk === 'string' ? row.nameSk : null;
  if (old === nameSk || typeof row.statusSk !== 'string') return true;
  const member = entryOf(row);
  const out = await transactWrite(db, () =>
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: table,
            Key: keys.listMember(listId, physicianId),
            UpdateExpression: 'SET nameSk = :new',
            ConditionExpression: `attribute_exists(pk) AND statusSk = :sk AND ${old ? 'nameSk = :old' : 'attribute_not_exists(nameSk)'}`,
            ExpressionAttributeValues: { ':new': nameSk, ':sk': row.statusSk, ...(old ? { ':old': old } : {}) },
          },
        },
        { ConditionCheck: { TableName: table, Key: keys.list(userId, listId), ConditionExpression: LIVE_LIST } },
        ...(old ? [{ Delete: { TableName: table, Key: keys.listNameRow(listId, old) } }] : []),
        { Put: { TableName: table, Item: nameRowItem(listId, physicianId, member.addedAt, member.status, nameSk) } },
      ],
    }),
  );
  return out === 'ok';
};

/** A member row read again, strongly consistent (null: gone). */
const reread = async (db: DynamoDBDocumentClient, table: string, row: Item): Promise<Item | null> => {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.listMember(String(row.listId), String(row.physicianId)), ConsistentRead: true }));
  return Item?.type === 'listMember' ? Item : null;
};

const rekeyAll = async (db: DynamoDBDocumentClient, table: string, rows: Item[]): Promise<number> => {
  const nameKeys = await nameKeysOf(db, table, rows.map((r) => String(r.physicianId)));
  let changed = 0;
  for (const first of rows) {
    let row: Item | null = first;
    for (let round = 0; row && round < ROUNDS; round++) {
      const nameSk = nameKeys.get(String(row.physicianId))!;
      if (row.nameSk === nameSk) break;
      if (await rekeyRow(db, table, row, nameSk)) {
        changed++;
        break;
      }
      row = await reread(db, table, row);
    }
  }
  return changed;
};

/**
 * A physician's name changed (a correction, an admin revert, an import):
 * every list holding them (gsi1, `PHYSICIAN#<id>` / `LIST#...`) gets its
 * name row re-keyed from the profile as it is now, so the name sort does not
 * go stale. Idempotent; returns how many rows moved.
 */
export const rekeyPhysicianNames = async (db: DynamoDBDocumentClient, table: string, physicianId: string): Promise<number> => {
  const items = await queryAll(db, {
    TableName: table,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':prefix': 'LIST#' },
    // Only these attributes: the indexer's role may read no others from gsi1 (infra/list-name-rekey-access.ts).
    Select: 'SPECIFIC_ATTRIBUTES',
    ProjectionExpression: '#t, listId, physicianId',
    ExpressionAttributeNames: { '#t': 'type' },
  });
  // gsi1 is eventually consistent: each row is read again before it is written.
  const rows = (await Promise.all(items.filter((i) => i.type === 'listMember').map((i) => reread(db, table, i)))).filter((r): r is Item => r !== null);
  return rekeyAll(db, table, rows);
};

const MARKER = { pk: 'MIGRATION#list-names', sk: 'DONE' };
const PAGE = 100;

/**
 * Member rows from before the name sort (they have a status row, no name
 * key) get their name key and name row from their physician's profile.
 * Idempotent: a row with a name key is passed by. Run after
 * migrateListPipeline (rows still without a status are left to it and the
 * next run). Returns how many rows it keyed.
 */
export const migrateListNames = async (db: DynamoDBDocumentClient, table: string): Promise<number> => {
  const scan: ScanCommandInput = {
    TableName: table,
    FilterExpression: '#type = :member AND attribute_exists(statusSk) AND attribute_not_exists(nameSk)',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':member': 'listMember' },
    ConsistentRead: true,
  };
  const found = await scanEvery(db, scan);
  let keyed = 0;
  for (let i = 0; i < found.length; i += PAGE) keyed += await rekeyAll(db, table, found.slice(i, i + PAGE));
  return keyed;
};

/** The local stack's one-off step for a table from an older checkout: a marker item keeps later starts from scanning again. */
export const migrateListNamesOnce = async (db: DynamoDBDocumentClient, table: string): Promise<void> => {
  if ((await db.send(new GetCommand({ TableName: table, Key: MARKER }))).Item) return;
  await migrateListNames(db, table);
  await db.send(new PutCommand({ TableName: table, Item: { ...MARKER, type: 'migration', at: new Date().toISOString() } }));
};
