import { BatchWriteCommand, type DynamoDBDocumentClient, QueryCommand } from './sdk/lib-dynamodb';
import type { MarkStore } from '../../core/mark-ports';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { deleteKeys } from './dynamo-list-member-rows';
import { queryAll } from './dynamo-query-pages';
import { dynamoTeamMarks } from './dynamo-team-marks';

const MAX_RETRIES = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Marks beside the user (`USER#<uid>`): `MARK#LISTS#<pid>` (written by the
 * list store in its membership transactions) and `MARK#EXPORTED#<pid>`
 * (written here after each export). Both carry gsi1 keys under the
 * physician, so a removal deletes them without a scan.
 */
export const dynamoMarkStore = (db: DynamoDBDocumentClient, table: string): MarkStore => ({
  ...dynamoTeamMarks(db, table),
  async marksOf(userId, physicianIds) {
    const ids = [...new Set(physicianIds)];
    const items = await batchGetAll(db, table, ids.flatMap((id) => [keys.listMark(userId, id), keys.exportMark(userId, id)]));
    const lists = new Map<string, string[]>();
    const exported = new Map<string, string>();
    for (const i of items) {
      const id = String(i.physicianId);
      if (i.type === 'listMark' && i.listIds instanceof Set) lists.set(id, [...(i.listIds as Set<string>)]);
      if (i.type === 'exportMark' && typeof i.exportedAt === 'string') exported.set(id, i.exportedAt);
    }
    return ids.flatMap((id) => {
      const listIds = lists.get(id) ?? [];
      const exportedAt = exported.get(id) ?? null;
      return listIds.length || exportedAt ? [{ physicianId: id, listIds, exportedAt }] : [];
    });
  },

  async markExported(userId, physicianIds, at) {
    const ids = [...new Set(physicianIds)];
    for (let i = 0; i < ids.length; i += 25) {
      let requests = ids.slice(i, i + 25).map((physicianId) => ({
        PutRequest: { Item: { ...keys.exportMark(userId, physicianId), ...keys.markIndex(physicianId, 'EXPORTED', userId), type: 'exportMark', userId, physicianId, exportedAt: at } },
      }));
      for (let attempt = 0; requests.length; attempt++) {
        if (attempt > MAX_RETRIES) throw new Error('DynamoDB kept refusing a batch of export marks');
        if (attempt) await sleep(50 * 2 ** attempt);
        const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  },

  async markedIds(userId, kind, max) {
    const ids: string[] = [];
    let start: Record<string, unknown> | undefined;
    // Paged by hand to stop once past `max`: a query page is at most 1 MB, so this reads little beyond it.
    do {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': kind === 'lists' ? 'MARK#LISTS#' : 'MARK#EXPORTED#' },
          ProjectionExpression: 'physicianId, listIds',
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      // A list mark whose last list went may linger without lists until its delete ends: not "in my lists".
      for (const i of out.Items ?? []) if (kind === 'exported' || (i.listIds instanceof Set && i.listIds.size > 0)) ids.push(String(i.physicianId));
      start = out.LastEvaluatedKey;
    } while (start && ids.length <= max);
    return ids.slice(0, max + 1);
  },

  async removePhysician(physicianId) {
    const found = await queryAll(db, {
      TableName: table,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.physician(physicianId).pk, ':prefix': 'MARK#' },
      ProjectionExpression: 'pk, sk',
    });
    await deleteKeys(db, table, found.map((i) => ({ pk: i.pk, sk: i.sk })));
    return found.length;
  },
});
