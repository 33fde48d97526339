import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, type ScanCommandInput, UpdateCommand } from './sdk/lib-dynamodb';
import { keys } from './dynamo-client';
import { allMembers } from './dynamo-list-member-rows';

type Item = Record<string, unknown>;

const isConditionFailure = (e: unknown) => e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Writes that may find the work done (an earlier run, a newer writer): a refused condition is fine; true when this one wrote. */
const unlessPresent = async (write: Promise<unknown>): Promise<boolean> => {
  try {
    await write;
    return true;
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    return false;
  }
};

const MARKER = { pk: 'MIGRATION#list-counts', sk: 'DONE' };

/** Every item a (filtered) scan finds, page by page: the migrations' one-off sweeps of the table. */
export const scanEvery = async (db: DynamoDBDocumentClient, input: ScanCommandInput): Promise<Item[]> => {
  const scan = { ...input };
  const found: Item[] = [];
  do {
    const page = await db.send(new ScanCommand(scan));
    found.push(...(page.Items ?? []));
    scan.ExclusiveStartKey = page.LastEvaluatedKey;
  } while (scan.ExclusiveStartKey);
  return found;
};

/**
 * Lists written before counts were stored: member rows get their gsi2 keys
 * (the newest-first page index), each list its `physicianCount` (counted from
 * its rows) and each owner's `LIST_COUNT` (the cap) those lists. Idempotent:
 * only what lacks the new attributes is written, and a list is added to its
 * owner's count only by the run that stored its physicianCount. Returns how many lists and rows it fixed.
 */
export const migrateLegacyLists = async (db: DynamoDBDocumentClient, table: string): Promise<{ lists: number; members: number }> => {
  const scan: ScanCommandInput = {
    TableName: table,
    FilterExpression: '(#type = :list AND attribute_not_exists(physicianCount)) OR (#type = :member AND attribute_not_exists(gsi2pk))',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':list': 'list', ':member': 'listMember' },
    ConsistentRead: true,
  };
  const found = await scanEvery(db, scan);

  const members = found.filter((i) => i.type === 'listMember');
  for (const m of members) {
    const index = keys.listMemberIndex(String(m.listId), String(m.addedAt), String(m.physicianId));
    await unlessPresent(
      db.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: m.pk, sk: m.sk },
          UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':pk': index.gsi2pk, ':sk': index.gsi2sk },
        }),
      ),
    );
  }

  // Lists from before the cap were never counted in LIST_COUNT, lists since always are: each one this run stores a count for is added.
  const uncounted = new Map<string, number>();
  const lists = found.filter((i) => i.type === 'list');
  for (const l of lists) {
    const count = (await allMembers(db, table, String(l.id))).length;
    const stored = await unlessPresent(
      db.send(
        new UpdateCommand({
          TableName: table,
          Key: { pk: l.pk, sk: l.sk },
          UpdateExpression: 'SET physicianCount = :n',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(physicianCount)',
          ExpressionAttributeValues: { ':n': count },
        }),
      ),
    );
    if (stored) uncounted.set(String(l.userId), (uncounted.get(String(l.userId)) ?? 0) + 1);
  }
  for (const [userId, n] of uncounted) {
    await db.send(
      new UpdateCommand({
        TableName: table,
        Key: keys.listCount(userId),
        UpdateExpression: 'SET #type = :type ADD #n :n',
        ExpressionAttributeNames: { '#n': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':n': n, ':type': 'listCount' },
      }),
    );
  }
  return { lists: lists.length, members: members.length };
};

/** The local stack's one-off step for a table from an older checkout: a marker item keeps later starts from scanning again. */
export const migrateLegacyListsOnce = async (db: DynamoDBDocumentClient, table: string): Promise<void> => {
  if ((await db.send(new GetCommand({ TableName: table, Key: MARKER }))).Item) return;
  await migrateLegacyLists(db, table);
  await db.send(new PutCommand({ TableName: table, Item: { ...MARKER, type: 'migration', at: new Date().toISOString() } }));
};
