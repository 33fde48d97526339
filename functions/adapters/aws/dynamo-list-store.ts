import { ConditionalCheckFailedException } from './sdk/client-dynamodb';
import { type DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from './sdk/lib-dynamodb';
import type { ListStore, PhysicianListWithCount } from '../../core/list-ports';
import { keys } from './dynamo-client';
import { freeSlot, takeSlot } from './dynamo-cap-slots';
import { removeMembers, selectMembers, setStatuses } from './dynamo-list-bulk';
import { addMembers, removeEverywhere, removeMember } from './dynamo-list-members';
import { allMembers, deleteKeys, memberPage, statusPage, statusRowKeys } from './dynamo-list-member-rows';
import { namePage } from './dynamo-list-name-rows';
import { markUpdate, statusCountsOf, updateMember } from './dynamo-list-pipeline';
import { queryAll } from './dynamo-query-pages';
import { dynamoListSharing } from './dynamo-list-sharing';
import { handOverLists } from './dynamo-list-handover';
import { sendRetryingConflicts, transactWrite } from './dynamo-transact';

type Item = Record<string, unknown>;

const toList = (i: Item): PhysicianListWithCount => ({
  id: String(i.id),
  userId: String(i.userId),
  name: String(i.name),
  description: typeof i.description === 'string' ? i.description : null,
  createdAt: String(i.createdAt),
  updatedAt: String(i.updatedAt),
  physicianCount: Number(i.physicianCount ?? 0),
  statusCounts: statusCountsOf(i),
  ...(typeof i.teamId === 'string' ? { teamId: i.teamId } : {}),
});

/** Marks cleaned per round of a list delete. */
const PARALLEL = 10;

const isConditionFailure = (e: unknown) => e instanceof ConditionalCheckFailedException || (e as { name?: string })?.name === 'ConditionalCheckFailedException';

/**
 * Lists live beside their owner (`USER#<uid>` / `LIST#<id>`) with their
 * `physicianCount`, and a per-user `LIST_COUNT` item for the cap; members in
 * the list's own partition (`LIST#<id>` / `MEMBER#<pid>`). Every membership
 * change is one transaction with the list's count, so reading counts is one
 * Query and a page of members one indexed Query.
 */
export const dynamoListStore = (db: DynamoDBDocumentClient, table: string): ListStore => {
  const get = async (userId: string, listId: string): Promise<PhysicianListWithCount | null> => {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.list(userId, listId), ConsistentRead: true }));
    return Item && Item.type === 'list' ? toList(Item) : null;
  };

  const touch = async (userId: string, listId: string, at: string): Promise<boolean> => {
    try {
      // The list item is in every membership transaction: a single write may meet one in flight.
      await sendRetryingConflicts(() =>
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: keys.list(userId, listId),
            UpdateExpression: 'SET updatedAt = :at',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleting)',
            ExpressionAttributeValues: { ':at': at },
          }),
        ),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  };

  return {
    ...dynamoListSharing(db, table, toList),
    async create(list, max) {
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            takeSlot(table, keys.listCount(list.userId), 'listCount', max),
            { Put: { TableName: table, Item: { ...keys.list(list.userId, list.id), type: 'list', ...list, physicianCount: 0 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      );
      return out === 'ok';
    },

    async listsOf(userId) {
      const items = await queryAll(db, {
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.listPrefix },
      });
      const lists = items.filter((i) => i.type === 'list').map(toList);
      // ULID ids break ties of the same millisecond.
      return lists.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    },

    get,

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
        const out = await sendRetryingConflicts(() =>
          db.send(
            new UpdateCommand({
              TableName: table,
              Key: keys.list(userId, listId),
              UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
              ConditionExpression: 'attribute_exists(pk)',
              ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
              ExpressionAttributeValues: values,
              ReturnValues: 'ALL_NEW',
            }),
          ),
        );
        return toList(out.Attributes as Item);
      } catch (e) {
        if (isConditionFailure(e)) return null;
        throw e;
      }
    },

    async delete(userId, listId) {
      let sharedTeam: string | null = null;
      // Marked first: from here every add's transaction is refused, so the rows read next are all there will be.
      try {
        const mark = { TableName: table, Key: keys.list(userId, listId), UpdateExpression: 'SET deleting = :t', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':t': true }, ReturnValues: 'ALL_NEW' as const };
        const marked = await sendRetryingConflicts(() => db.send(new UpdateCommand(mark)));
        // Marked, the list can no longer be shared: the team it names now is the one pointer to take out with it.
        sharedTeam = typeof marked.Attributes?.teamId === 'string' ? marked.Attributes.teamId : null;
      } catch (e) {
        if (isConditionFailure(e)) return false;
        throw e;
      }
      // Spec core §4: membership rows first, then the list row (a failure in between leaves the list to delete again).
      // Each member's mark loses the list before the rows go: the rows are how a rerun finds them.
      const members = await allMembers(db, table, listId);
      for (let i = 0; i < members.length; i += PARALLEL) {
        await Promise.all(members.slice(i, i + PARALLEL).map((m) => sendRetryingConflicts(() => db.send(new UpdateCommand(markUpdate(table, userId, m.physicianId, listId, 'DELETE').Update)))));
      }
      await deleteKeys(db, table, await statusRowKeys(db, table, listId));
      await deleteKeys(db, table, await statusRowKeys(db, table, listId, keys.listNamePrefix));
      await deleteKeys(db, table, members.map((m) => keys.listMember(listId, m.physicianId)));
      const out = await transactWrite(db, () =>
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table, Key: keys.list(userId, listId), ConditionExpression: 'attribute_exists(pk)' } },
            freeSlot(table, keys.listCount(userId)),
            ...(sharedTeam ? [{ Delete: { TableName: table, Key: keys.teamSharedList(sharedTeam, listId) } }] : []),
          ],
        }),
      );
      // A concurrent delete of the same list got there first.
      return out === 'ok';
    },

    async addMembers(userId, listId, physicianIds, at, max, carried) {
      if (!(await get(userId, listId))) return null;
      const result = await addMembers(db, table, userId, listId, physicianIds, at, max, carried);
      // Nothing written still bumps updatedAt, and tells a list deleted meanwhile.
      if (result && !result.added.length && !(await touch(userId, listId, at))) return null;
      return result;
    },

    async removeMember(userId, listId, physicianId, at) {
      if (!(await get(userId, listId))) return 'no-list';
      return removeMember(db, table, userId, listId, physicianId, at);
    },

    async members(userId, listId, page) {
      if (!(await get(userId, listId))) return null;
      if (page.byName) return namePage(db, table, listId, page.limit, page.status, page.after);
      if (page.status !== undefined || page.byStatus) return statusPage(db, table, listId, page.limit, page.status, page.after);
      return memberPage(db, table, listId, page.limit, page.after);
    },

    async memberIds(userId, listId) {
      if (!(await get(userId, listId))) return null;
      return (await allMembers(db, table, listId)).map((m) => m.physicianId);
    },

    async updateMember(userId, listId, physicianId, patch, at, by) {
      if (!(await get(userId, listId))) return 'no-list';
      return updateMember(db, table, userId, listId, physicianId, patch, at, by);
    },

    async selectMembers(userId, listId, selection) {
      if (!(await get(userId, listId))) return null;
      return selectMembers(db, table, listId, selection);
    },

    async setStatuses(userId, listId, physicianIds, status, at, by) {
      if (!(await get(userId, listId))) return null;
      return setStatuses(db, table, userId, listId, physicianIds, status, at, by);
    },

    async removeMembers(userId, listId, physicianIds, at) {
      if (!(await get(userId, listId))) return null;
      return removeMembers(db, table, userId, listId, physicianIds, at);
    },

    handOver: (from, to) => handOverLists(db, table, from, to),

    removePhysicianEverywhere: (physicianId) => removeEverywhere(db, table, physicianId),
  };
};
