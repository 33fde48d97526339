import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from './sdk/lib-dynamodb';
import type { ListMember, ListMemberEntry, ListMemberPage } from '../../core/list-ports';
import { AppError } from '../../core/errors';
import { type MemberStatus, nameSortKey } from '../../core/schemas/list-pipeline';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { entryOf } from './dynamo-list-pipeline';

type Item = Record<string, unknown>;

/** The member's row in the list's name order (see keys.listNameRow); `status` lets a status filter read it. */
export const nameRowItem = (listId: string, physicianId: string, addedAt: string, status: MemberStatus, nameSk: string): Item => ({
  ...keys.listNameRow(listId, nameSk),
  type: 'listNameRow',
  listId,
  physicianId,
  addedAt,
  status,
});

const nameOf = (i: Item | undefined) => ({ firstName: typeof i?.firstName === 'string' ? i.firstName : '', lastName: typeof i?.lastName === 'string' ? i.lastName : '' });

/**
 * The name sort keys of physicians from their profiles, read consistently
 * (a correction just written must count). A profile gone meanwhile (a
 * removal in flight, which takes the member off again) sorts as no name.
 */
export const nameKeysOf = async (db: DynamoDBDocumentClient, table: string, ids: readonly string[]): Promise<Map<string, string>> => {
  const unique = [...new Set(ids)];
  const items = await batchGetAll(db, table, unique.map((id) => keys.physician(id)), true, ['id', 'type', 'firstName', 'lastName']);
  const byId = new Map(items.filter((i) => i.type === 'physician').map((i) => [String(i.id), i]));
  return new Map(unique.map((id) => [id, nameSortKey(nameOf(byId.get(id)), id)]));
};

export const STALE_NAME_CURSOR = 'The list changed under this page; please load it again from the start';

/**
 * Where a name page resumes: the cursor names only a physician (never a
 * name), so the key is read back here: from the member row, else (the
 * member was removed since) from the profile, which gives the same key
 * unless the name changed too. A physician gone from both is a 409.
 */
const resumeKey = async (db: DynamoDBDocumentClient, table: string, listId: string, physicianId: string): Promise<string> => {
  const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConsistentRead: true, ProjectionExpression: 'nameSk' }));
  if (typeof Item?.nameSk === 'string') return Item.nameSk;
  const { Item: profile } = await db.send(
    new GetCommand({ TableName: table, Key: keys.physician(physicianId), ConsistentRead: true, ProjectionExpression: '#t, firstName, lastName', ExpressionAttributeNames: { '#t': 'type' } }),
  );
  if (profile?.type !== 'physician') throw new AppError('CONFLICT', STALE_NAME_CURSOR);
  return nameSortKey(nameOf(profile), physicianId);
};

/**
 * One page in name order from the list's name rows, strongly consistent,
 * with a status filter applied to the rows' own status (so DynamoDB may
 * read past non-matching rows: the loop goes on until the page is full or
 * the partition ends). Notes come from the member rows, read in one batch.
 */
export const namePage = async (db: DynamoDBDocumentClient, table: string, listId: string, limit: number, status?: MemberStatus, after?: ListMember): Promise<ListMemberPage> => {
  const found: ListMemberEntry[] = [];
  let start: Item | undefined = after ? keys.listNameRow(listId, await resumeKey(db, table, listId, after.physicianId)) : undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(status ? { FilterExpression: '#status = :status' } : {}),
        ExpressionAttributeValues: { ':pk': keys.listMember(listId, '').pk, ':prefix': keys.listNamePrefix, ...(status ? { ':status': status } : {}) },
        Limit: limit + 1 - found.length,
        ConsistentRead: true,
        ProjectionExpression: 'physicianId, addedAt, #status',
        ExpressionAttributeNames: { '#status': 'status' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    found.push(...(out.Items ?? []).map(entryOf));
    start = out.LastEvaluatedKey;
  } while (start && found.length <= limit);
  const page = found.slice(0, limit);
  const rows = await batchGetAll(db, table, page.map((m) => keys.listMember(listId, m.physicianId)), true);
  const byId = new Map(rows.map((r) => [String(r.physicianId), entryOf(r)]));
  const items = page.flatMap((m) => byId.get(m.physicianId) ?? []);
  const last = page[page.length - 1];
  return { items, next: found.length > limit && last ? { physicianId: last.physicianId, addedAt: last.addedAt, byName: true } : null };
};
