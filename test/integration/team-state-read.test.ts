import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { dynamoTeamStore } from '../../functions/adapters/aws/dynamo-team-store';
import type { DynamoDBDocumentClient } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { matrixTeam } from '../support/team-fixtures';
import { stackDeps } from '../support/users';

/**
 * Every request of a team member reads the team's state (functions/core/team-context.ts); the team's partition
 * also holds a year of activity, pool counters, export marks and shared-list pointers. The read must touch only
 * the team item, its members and its invitations, however much else the partition holds, and answer as the
 * whole-partition read did.
 */

/** What DynamoDB read for the store: calls, and items examined (a Query's ScannedCount, a GetItem's one item). */
const counting = (db: DynamoDBDocumentClient) => {
  const seen = { calls: 0, itemsRead: 0 };
  const send = async (command: Parameters<DynamoDBDocumentClient['send']>[0]) => {
    seen.calls += 1;
    const out = (await db.send(command)) as { ScannedCount?: number; Item?: unknown };
    seen.itemsRead += out.ScannedCount ?? (out.Item ? 1 : 0);
    return out;
  };
  // The store calls nothing but send; the overloads of the real client are the type's business, not the wrapper's.
  return { db: { send } as unknown as DynamoDBDocumentClient, seen };
};

const ACTIVITY = 600;

describe('the team state read (issue 26)', () => {
  it('reads the team item, members and invitations only, with a year of activity beside them, and answers as the whole partition does', { timeout: 60_000 }, async () => {
    const d = await stackDeps();
    const team = await matrixTeam();
    const raw = documentClient(d.config);
    const table = d.config.TABLE_NAME;
    // The partition's other residents, written as the adapters write them: activity entries, pool counters, marks, shared lists.
    const others = [
      ...Array.from({ length: ACTIVITY }, (_, i) => {
        const at = new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString();
        return { ...keys.teamActivity(team.teamId, at, i.toString(16).padStart(12, '0')), type: 'teamActivity', userId: team.member.id, email: team.member.email, kind: 'reveal', at, count: 1, redacted: 0, physicianIds: new Set([`phy_${i}`]) };
      }),
      { ...keys.teamQuota(team.teamId, 'reveal', '2026-11-28'), type: 'teamQuota', used: 12 },
      { ...keys.teamMemberQuota(team.teamId, 'reveal', '2026-11-28', team.member.id), type: 'teamMemberQuota', used: 3 },
      { ...keys.teamExportMark(team.teamId, 'phy_1'), type: 'teamExportMark', teamId: team.teamId, physicianId: 'phy_1', exportedAt: '2026-11-28T00:00:00.000Z' },
      { ...keys.teamSharedList(team.teamId, 'list_1'), type: 'teamSharedList', listId: 'list_1', ownerId: team.member.id },
    ];
    for (let i = 0; i < others.length; i += 25) {
      await raw.send(new BatchWriteCommand({ RequestItems: { [table]: others.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    }

    const { db, seen } = counting(raw);
    const state = await dynamoTeamStore(db, table).stateOf(team.teamId);
    // The team item, four members (owner, admin, two members) and one invitation; nothing of the activity.
    expect(seen).toEqual({ calls: 3, itemsRead: 6 });

    // What the whole-partition read answered (the read before this change), for comparison.
    const all: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await raw.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.teamPartition(team.teamId) }, ConsistentRead: true, ExclusiveStartKey: start }));
      all.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
    expect(all.length).toBeGreaterThan(ACTIVITY);
    const of = (prefix: string) => all.filter((i) => String(i.sk).startsWith(prefix));
    expect(state?.team).toMatchObject({ id: team.teamId, ownerId: team.owner.id, seats: 10, members: 4 });
    expect(state?.members).toEqual(of(keys.teamMemberPrefix).map((i) => ({ userId: i.userId, email: i.email, role: i.role, joinedAt: i.joinedAt })));
    expect(state?.members.map((m) => m.userId).sort()).toEqual([team.owner.id, team.admin.id, team.member.id, team.target.id].sort());
    expect(state?.invitations.map((i) => i.id)).toEqual(of(keys.teamInvitationPrefix).map((i) => i.id));
    expect(state?.invitations).toEqual([expect.objectContaining({ id: team.invitationId, teamId: team.teamId, role: 'member' })]);
    // The store the stack uses answers the same.
    expect(await d.teams.stateOf(team.teamId)).toEqual(state);
  });

  it('answers null for a team that does not exist, even when items of its partition linger', async () => {
    const d = await stackDeps();
    const raw = documentClient(d.config);
    const teamId = `team_gone_${Date.now()}`;
    await raw.send(new BatchWriteCommand({ RequestItems: { [d.config.TABLE_NAME]: [{ PutRequest: { Item: { ...keys.teamActivity(teamId, '2026-11-28T00:00:00.000Z', '0'.repeat(12)), type: 'teamActivity' } } }] } }));
    expect(await d.teams.stateOf(teamId)).toBeNull();
  });
});
