import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import type { MarksResult } from '../../functions/core/schemas/marks';
import type { PhysicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import type { SavedSearch } from '../../functions/core/schemas/saved-searches';
import { api } from '../support/stack';
import { matrixTeam } from '../support/team-fixtures';
import { type TestUser, makeUser, stackDeps } from '../support/users';

/** Issue 26 item 4: a member who leaves or is deactivated hands their lists (private ones too) and saved searches to an admin. */

let ids: string[] = [];
beforeAll(async () => {
  const premium = await makeUser({ tier: 'premium' });
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: premium.token })).body.ids;
});

const lists = async (u: TestUser) => (await api<PhysicianList[]>('/api/lists', { token: u.token })).body;
const searches = async (u: TestUser) => (await api<SavedSearch[]>('/api/saved-searches', { token: u.token })).body;
const marks = async (u: TestUser, physicianIds: string[]) => (await api<MarksResult>(`/api/me/marks?ids=${physicianIds.join(',')}`, { token: u.token })).body.items;

const workOf = async (u: TestUser, tag: string) => {
  const make = async (name: string) => (await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } })).body;
  const [priv, shared] = await Promise.all([make(`${tag} private`), make(`${tag} shared`)]);
  expect((await api(`/api/lists/${priv.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds: ids.slice(0, 2) } })).status).toBe(200);
  expect((await api(`/api/lists/${shared.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds: ids.slice(2, 4) } })).status).toBe(200);
  expect((await api(`/api/lists/${shared.id}`, { method: 'PATCH', token: u.token, body: { visibility: 'team' } })).status).toBe(200);
  expect((await api(`/api/lists/${shared.id}/physicians/${ids[2]}`, { method: 'PATCH', token: u.token, body: { status: 'interested' } })).status).toBe(200);
  expect((await api('/api/saved-searches', { method: 'POST', token: u.token, body: { name: `${tag} search`, searchParams: { state: 'TX' } } })).status).toBe(201);
  return { priv, shared };
};

describe('handing over a leaving member’s work (issue 26 item 4)', () => {
  it('deactivation gives their lists (private too, marks and statuses kept, sharing kept) and saved searches to the admin named', async () => {
    const team = await matrixTeam();
    const { priv, shared } = await workOf(team.target, 'Leaver');
    expect((await api(`/api/team/members/${team.target.id}?handTo=${team.admin.id}`, { method: 'DELETE', token: team.owner.token })).status).toBe(204);

    const adminLists = await lists(team.admin);
    expect(adminLists.find((l) => l.id === priv.id)).toMatchObject({ visibility: 'private', sharedBy: null, physicianCount: 2 });
    expect(adminLists.find((l) => l.id === shared.id)).toMatchObject({ visibility: 'team', sharedBy: null, physicianCount: 2 });
    expect((await lists(team.member)).find((l) => l.id === shared.id)).toMatchObject({ sharedBy: team.admin.email.toLowerCase() });
    expect((await lists(team.member)).map((l) => l.id)).not.toContain(priv.id);
    const detail = await api<{ physicians: { items: Array<{ id: string; status: string }> } }>(`/api/lists/${shared.id}?status=interested`, { token: team.admin.token });
    expect(detail.body.physicians.items.map((p) => p.id)).toEqual([ids[2]]);
    // The marks moved with the lists: the admin's own "In your lists", none left with the leaver.
    expect((await marks(team.admin, [ids[0]!])).map((m) => m.lists.map((l) => l.id))).toEqual([[priv.id]]);
    expect((await (await stackDeps()).marks.marksOf(team.target.id, ids.slice(0, 4))).flatMap((m) => m.listIds)).toEqual([]);
    expect(await lists(team.target)).toEqual([]);
    const moved = (await searches(team.admin)).find((s) => s.name === 'Leaver search');
    expect(moved).toMatchObject({ alerts: 'off' });
    expect(await searches(team.target)).toEqual([]);
  });

  it('leaving gives the work to the owner; handTo must be an admin of the same team (404 otherwise)', async () => {
    const [team, other] = await Promise.all([matrixTeam(), matrixTeam()]);
    const { priv } = await workOf(team.member, 'Quitter');
    for (const handTo of [other.admin.id, team.target.id, team.member.id]) {
      expect((await api(`/api/team/members/${team.member.id}?handTo=${handTo}`, { method: 'DELETE', token: team.owner.token })).status).toBe(404);
    }
    expect((await lists(team.member)).map((l) => l.id)).toContain(priv.id);
    expect((await api('/api/team/leave', { method: 'POST', token: team.member.token })).status).toBe(204);
    expect((await lists(team.owner)).map((l) => l.id)).toContain(priv.id);
    expect((await searches(team.owner)).map((s) => s.name)).toContain('Quitter search');
    expect((await lists(other.admin)).map((l) => l.id)).not.toContain(priv.id);
  });

  it('a handover stopped half-way (list moved, marks not yet) is finished by asking again', async () => {
    const team = await matrixTeam();
    const { priv } = await workOf(team.target, 'Crash');
    const d = await stackDeps();
    const db = documentClient(d.config);
    const table = d.config.TABLE_NAME;
    // What a run cut short right after its first transaction leaves: the list the admin's, marked, the marks still the leaver's.
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.list(team.target.id, priv.id), ConsistentRead: true }));
    const { pk: _pk, sk: _sk, ...rest } = Item!;
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: table, Key: keys.list(team.target.id, priv.id) } },
          { Put: { TableName: table, Item: { ...rest, ...keys.list(team.admin.id, priv.id), userId: team.admin.id, movingFrom: team.target.id } } },
          { Update: { TableName: table, Key: keys.listCount(team.target.id), UpdateExpression: 'ADD #n :m', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':m': -1 } } },
          { Update: { TableName: table, Key: keys.listCount(team.admin.id), UpdateExpression: 'ADD #n :one', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':one': 1 } } },
        ],
      }),
    );
    // The page names only the caller's lists, so the marks are read as stored.
    expect((await d.marks.marksOf(team.target.id, [ids[0]!]))[0]?.listIds).toEqual([priv.id]);
    expect((await api(`/api/team/members/${team.target.id}?handTo=${team.admin.id}`, { method: 'DELETE', token: team.owner.token })).status).toBe(204);
    expect((await d.marks.marksOf(team.target.id, ids.slice(0, 4))).flatMap((m) => m.listIds)).toEqual([]);
    expect((await marks(team.admin, [ids[0]!, ids[1]!])).map((m) => m.lists.map((l) => l.id))).toEqual([[priv.id], [priv.id]]);
    const after = await db.send(new GetCommand({ TableName: table, Key: keys.list(team.admin.id, priv.id), ConsistentRead: true }));
    expect(after.Item?.movingFrom).toBeUndefined();
    expect((await lists(team.admin)).filter((l) => l.name.startsWith('Crash')).length).toBe(2);
  });
});
