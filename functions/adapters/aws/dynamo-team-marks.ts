import { type DynamoDBDocumentClient, QueryCommand } from './sdk/lib-dynamodb';
import type { TeamCandidateMarks } from '../../core/mark-ports';
import { batchGetAll } from './dynamo-batch-get';
import { keys } from './dynamo-client';
import { queryAll } from './dynamo-query-pages';

type Item = Record<string, unknown>;

/**
 * The team's side of "In your lists" / "Exported on" (issue 26 item 4), for a
 * member of the team. Lists: those shared with the team (its pointers, each
 * list item still naming the team), never another member's private ones.
 * Exports: the team's export marks (`TEAM#<id>` / `MARK#EXPORTED#<pid>`),
 * written after each member's export with the activity log's entry: one row
 * per physician, so "never exported" is one Query, where the log would mean
 * reading a year of entries; a removal already deletes them.
 */
export const dynamoTeamMarks = (db: DynamoDBDocumentClient, table: string) => {
  /** The lists shared with the team, but the caller's own (their own marks hold those): id → {owner, name}. */
  const sharedLists = async (teamId: string, userId: string): Promise<Map<string, { ownerId: string; name: string }>> => {
    const pointers = await queryAll(db, {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.teamPartition(teamId), ':prefix': keys.teamSharedListPrefix },
    });
    const others = pointers.filter((p) => p.ownerId !== userId);
    const items = others.length ? await batchGetAll(db, table, others.map((p) => keys.list(String(p.ownerId), String(p.listId)))) : [];
    return new Map(items.filter((i) => i.type === 'list' && i.teamId === teamId && !i.deleting).map((i) => [String(i.id), { ownerId: String(i.userId), name: String(i.name) }]));
  };

  /** The physician ids of one partition's rows under `prefix`, at most `room` + 1 (reading stops there). */
  const physicianIdsUnder = async (pk: string, prefix: string, room: number): Promise<string[]> => {
    const ids: string[] = [];
    let start: Item | undefined;
    do {
      const out = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
          ProjectionExpression: 'physicianId',
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const i of out.Items ?? []) ids.push(String(i.physicianId));
      start = out.LastEvaluatedKey;
    } while (start && ids.length <= room);
    return ids;
  };

  return {
    async teamMarksOf(teamId: string, userId: string, physicianIds: readonly string[]): Promise<TeamCandidateMarks[]> {
      const ids = [...new Set(physicianIds)];
      const shared = await sharedLists(teamId, userId);
      const owners = [...new Set([...shared.values()].map((l) => l.ownerId))];
      // The owners' list marks name the lists holding each physician; only the shared ones count for the team.
      const rows = await batchGetAll(db, table, [...owners.flatMap((o) => ids.map((id) => keys.listMark(o, id))), ...ids.map((id) => keys.teamExportMark(teamId, id))]);
      const lists = new Map<string, Array<{ id: string; name: string }>>();
      const exported = new Map<string, string>();
      for (const r of rows) {
        const pid = String(r.physicianId);
        if (r.type === 'teamExportMark' && typeof r.exportedAt === 'string') exported.set(pid, r.exportedAt);
        if (r.type !== 'listMark' || !(r.listIds instanceof Set)) continue;
        for (const listId of r.listIds as Set<string>) {
          const list = shared.get(listId);
          if (list) lists.set(pid, [...(lists.get(pid) ?? []), { id: listId, name: list.name }]);
        }
      }
      return ids.flatMap((id) => (lists.has(id) || exported.has(id) ? [{ physicianId: id, lists: lists.get(id) ?? [], exportedAt: exported.get(id) ?? null }] : []));
    },

    async teamMarkedIds(teamId: string, userId: string, kind: 'lists' | 'exported', max: number): Promise<string[]> {
      const ids = new Set<string>();
      if (kind === 'exported') {
        for (const id of await physicianIdsUnder(keys.teamPartition(teamId), 'MARK#EXPORTED#', max)) ids.add(id);
      } else {
        for (const listId of (await sharedLists(teamId, userId)).keys()) {
          for (const id of await physicianIdsUnder(keys.listMember(listId, '').pk, keys.listMemberPrefix, max - ids.size)) ids.add(id);
          if (ids.size > max) break;
        }
      }
      return [...ids].slice(0, max + 1);
    },
  };
};
