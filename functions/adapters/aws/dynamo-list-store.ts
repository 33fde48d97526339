import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DeleteCommand, type DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ListMember, ListStore, PhysicianListRecord, PhysicianListWithCount } from '../../core/ports';
import { keys } from './dynamo-client';
import { queryAll, queryPages } from './dynamo-query-pages';

type Item = Record<string, unknown>;

const MAX_RETRIES = 8;
/** Conditional puts in flight at once per add call. */
const PARALLEL = 25;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const toList = (i: Item): PhysicianListRecord => ({
  id: String(i.id),
  userId: String(i.userId),
  name: String(i.name),
  description: typeof i.description === 'string' ? i.description : null,
  createdAt: String(i.createdAt),
  updatedAt: String(i.updatedAt),
});

const isConditionFailure = (e: unknown) => e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/** Newest first; ULID ids break ties of the same millisecond. */
const newestFirst = <T extends { createdAt?: string; addedAt?: string; id?: string; physicianId?: string }>(a: T, b: T) =>
  (b.createdAt ?? b.addedAt ?? '').localeCompare(a.createdAt ?? a.addedAt ?? '') || (b.id ?? b.physicianId ?? '').localeCompare(a.id ?? a.physicianId ?? '');

/**
 * Lists live beside their owner (`USER#<uid>` / `LIST#<id>`); members in the
 * list's own partition (`LIST#<id>` / `MEMBER#<pid>`), written by conditional
 * puts, so the same physician added twice at once is one row. The count is
 * a COUNT query over those rows: exact whatever runs concurrently.
 */
export const dynamoListStore = (db: DynamoDBDocumentClient, table: string): ListStore => {
  const getRecord = async (userId: string, listId: string): Promise<PhysicianListRecord | null> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.list(userId, listId), ConsistentRead: true }));
    return Item && Item.type === 'list' ? toList(Item) : null;
  };

  const members = { TableName: table, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)', ConsistentRead: true };
  const membersOf = (listId: string) => ({ ':pk': keys.listMember(listId, '').pk, ':prefix': keys.listMemberPrefix });

  const countMembers = async (listId: string): Promise<number> => {
    let count = 0;
    for await (const page of queryPages(db, { ...members, ExpressionAttributeValues: membersOf(listId), Select: 'COUNT' })) count += page.Count ?? 0;
    return count;
  };

  const memberRows = async (listId: string): Promise<ListMember[]> => {
    const items = await queryAll(db, { ...members, ExpressionAttributeValues: membersOf(listId), ProjectionExpression: 'physicianId, addedAt' });
    return items.map((i) => ({ physicianId: String(i.physicianId), addedAt: String(i.addedAt) })).sort(newestFirst);
  };

  const withCount = async (list: PhysicianListRecord): Promise<PhysicianListWithCount> => ({ ...list, physicianCount: await countMembers(list.id) });

  const touch = async (userId: string, listId: string, at: string): Promise<boolean> => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: keys.list(userId, listId),
          UpdateExpression: 'SET updatedAt = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': at },
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  };

  const deleteKeys = async (keyList: Item[]) => {
    for (let i = 0; i < keyList.length; i += 25) {
      let requests = keyList.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of list member deletions');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  };

  return {
    async create(list) {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...keys.list(list.userId, list.id), type: 'list', ...list },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async listsOf(userId) {
      const items = await queryAll(db, {
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.listPrefix },
      });
      const lists = items.filter((i) => i.type === 'list').map(toList);
      return Promise.all(lists.sort(newestFirst).map(withCount));
    },

    async get(userId, listId) {
      const list = await getRecord(userId, listId);
      return list ? withCount(list) : null;
    },

    async update(userId, listId, patch, at) {
      const sets = ['updatedAt = :at'];
      const removes: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':at': at };
      if (patch.name !== undefined) {
        sets.push('#name = :name');
        names['#name'] = 'name';
        values[':name'] = patch.name;
      }
      if (patch.description !== undefined) {
        names['#description'] = 'description';
        if (patch.description === null) removes.push('#description');
        else {
          sets.push('#description = :description');
          values[':description'] = patch.description;
        }
      }
      try {
        const out = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.list(userId, listId),
            UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
            ConditionExpression: 'attribute_exists(pk)',
            ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
            ExpressionAttributeValues: values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return withCount(toList(out.Attributes as Item));
      } catch (e) {
        if (isConditionFailure(e)) return null;
        throw e;
      }
    },

    async delete(userId, listId) {
      if (!(await getRecord(userId, listId))) return false;
      // Spec core §4: membership rows first, then the list row.
      const members = await memberRows(listId);
      await deleteKeys(members.map((m) => keys.listMember(listId, m.physicianId)));
      try {
        await db.send(new DeleteCommand({ TableName: table, Key: keys.list(userId, listId), ConditionExpression: 'attribute_exists(pk)' }));
        return true;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
    },

    async addMembers(userId, listId, physicianIds, at) {
      if (!(await getRecord(userId, listId))) return null;
      const added: string[] = [];
      const alreadyInList: string[] = [];
      const unique = [...new Set(physicianIds)];
      for (let i = 0; i < unique.length; i += PARALLEL) {
        await Promise.all(
          unique.slice(i, i + PARALLEL).map(async (physicianId) => {
            try {
              await db.send(
                new PutCommand({
                  TableName: table,
                  Item: {
                    ...keys.listMember(listId, physicianId),
                    gsi1pk: `PHYSICIAN#${physicianId}`,
                    gsi1sk: `LIST#${listId}`,
                    type: 'listMember',
                    listId,
                    userId,
                    physicianId,
                    addedAt: at,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                }),
              );
              added.push(physicianId);
            } catch (e) {
              if (!isConditionFailure(e)) throw e;
              alreadyInList.push(physicianId);
            }
          }),
        );
      }
      // The list was deleted while we added: take back what we wrote, so no member outlives its list.
      if (!(await touch(userId, listId, at))) {
        await deleteKeys(added.map((physicianId) => keys.listMember(listId, physicianId)));
        return null;
      }
      return { added, alreadyInList };
    },

    async removeMember(userId, listId, physicianId, at) {
      if (!(await getRecord(userId, listId))) return 'no-list';
      try {
        await db.send(new DeleteCommand({ TableName: table, Key: keys.listMember(listId, physicianId), ConditionExpression: 'attribute_exists(pk)' }));
      } catch (e) {
        if (isConditionFailure(e)) return 'not-member';
        throw e;
      }
      await touch(userId, listId, at);
      return 'removed';
    },

    async members(userId, listId) {
      if (!(await getRecord(userId, listId))) return null;
      return memberRows(listId);
    },

    async memberIds(userId, listId) {
      if (!(await getRecord(userId, listId))) return null;
      return (await memberRows(listId)).map((m) => m.physicianId);
    },

    async removePhysicianEverywhere(physicianId) {
      const items = await queryAll(db, {
        TableName: table,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':prefix': 'LIST#' },
      });
      const found: Item[] = items.filter((i) => i.type === 'listMember').map((i) => ({ pk: i.pk, sk: i.sk }));
      await deleteKeys(found);
      return found.length;
    },
  };
};
