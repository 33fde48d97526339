import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { type ListDetail, type PhysicianList, encodeListCursor, physicianList } from '../../functions/core/schemas/lists';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { type Route, routes } from '../../functions/routes';
import { sampleFor } from '../support/route-samples';
import { api } from '../support/stack';
import { type MatrixTeam, matrixTeam } from '../support/team-fixtures';
import { type TestUser, makeUser } from '../support/users';
import { inLanes } from '../support/in-lanes';

/**
 * Issue 26 item 6, the authorization matrix's cells for shared lists: every
 * route that names a list (`/api/lists/{id}…`, an export of a list, a bulk
 * copy into one) called on a list that a member of team A shared with team A,
 * and on a private list of that member, by each kind of caller. The rules:
 * the team works a shared list (reads it, adds, sets status and notes,
 * removes members, exports it); only its owner or a team admin renames or
 * deletes it (403 with the reason: the member sees the list already); another
 * team and a user with no team get 404, as for a list that does not exist;
 * a private list is 404 to everyone else in the team, admins and owner too.
 * Each cell gets a fresh list, so no cell changes another.
 */

const callerKinds = ['sharer', 'teamMember', 'teamAdmin', 'teamOwner', 'otherTeamMember', 'otherTeamOwner', 'noTeam'] as const;
type CallerKind = (typeof callerKinds)[number];
/** Team A's others on the sharer's PRIVATE list. */
const privateKinds = ['privateTeamMember', 'privateTeamAdmin', 'privateTeamOwner'] as const;
type Column = CallerKind | (typeof privateKinds)[number];
const columns: readonly Column[] = [...callerKinds, ...privateKinds];

/** The list routes of routes.ts, and two rows that name a list in the body. */
const EXPORT_LIST = 'POST /api/exports {listId}';
const COPY_INTO = 'POST /api/lists/{id}/physicians/bulk {targetListId}';
const listRoutes = routes.filter((r) => r.path.startsWith('/api/lists/{id}'));
const keyOf = (r: Route) => `${r.method} ${r.path}`;

/** A shared list's row: the team works it, the rest of the world gets 404; private, everyone but the sharer gets 404. */
const row = (team: { mate: number; admin: number; sharer?: number }): Record<Column, number> => ({
  sharer: team.sharer ?? team.admin,
  teamMember: team.mate,
  teamAdmin: team.admin,
  teamOwner: team.admin,
  otherTeamMember: 404,
  otherTeamOwner: 404,
  noTeam: 404,
  privateTeamMember: 404,
  privateTeamAdmin: 404,
  privateTeamOwner: 404,
});

const expected: Record<string, Record<Column, number>> = {
  // The sample reads a page after a cursor: the cursor does not open a list the caller cannot reach.
  'GET /api/lists/{id}': row({ mate: 200, admin: 200 }),
  // Renaming and deleting: the owner or an admin (team-lists.test.ts checks the reason).
  'PATCH /api/lists/{id}': row({ mate: 403, admin: 200 }),
  'DELETE /api/lists/{id}': row({ mate: 403, admin: 204 }),
  'POST /api/lists/{id}/physicians': row({ mate: 200, admin: 200 }),
  'POST /api/lists/{id}/physicians/bulk': row({ mate: 200, admin: 200 }),
  'DELETE /api/lists/{id}/physicians/{physicianId}': row({ mate: 204, admin: 204 }),
  'PATCH /api/lists/{id}/physicians/{physicianId}': row({ mate: 200, admin: 200 }),
  [EXPORT_LIST]: row({ mate: 200, admin: 200 }),
  // Copying one's own list's members into the list: the target is reached like the list itself.
  [COPY_INTO]: row({ mate: 200, admin: 200 }),
};

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
let teamA: MatrixTeam;
let teamB: MatrixTeam;
let noTeam: TestUser;
let ids: string[] = [];

beforeAll(async () => {
  [teamA, teamB, noTeam] = await Promise.all([matrixTeam(), matrixTeam(), makeUser({ tier: 'premium' })]);
  ids = (await api<PhysicianIdsResult>('/api/physicians/ids', { token: noTeam.token })).body.ids;
  expect(ids.length).toBeGreaterThanOrEqual(40);
});

/** team A's `member` shares lists; `target` is the teammate who works them. */
const callerOf = (kind: CallerKind): TestUser =>
  ({ sharer: teamA.member, teamMember: teamA.target, teamAdmin: teamA.admin, teamOwner: teamA.owner, otherTeamMember: teamB.member, otherTeamOwner: teamB.owner, noTeam })[kind];

const createList = async (u: TestUser, name: string, physicianIds: string[]): Promise<PhysicianList> => {
  const res = await api<PhysicianList>('/api/lists', { method: 'POST', token: u.token, body: { name } });
  expect(res.status).toBe(201);
  expect((await api(`/api/lists/${res.body.id}/physicians`, { method: 'POST', token: u.token, body: { physicianIds } })).status).toBe(200);
  return physicianList.parse(res.body);
};
const share = async (u: TestUser, listId: string) => expect((await api(`/api/lists/${listId}`, { method: 'PATCH', token: u.token, body: { visibility: 'team' } })).status).toBe(200);

/** The sharer's list holding ids[0] (shared unless `privately`). */
const sharerList = async (privately: boolean): Promise<string> => {
  const list = await createList(teamA.member, privately ? 'Private desk list' : 'Shared desk list', [ids[0]!]);
  if (!privately) await share(teamA.member, list.id);
  return list.id;
};

const send = async (key: string, caller: TestUser, listId: string): Promise<number> => {
  if (key === EXPORT_LIST) return (await api('/api/exports', { method: 'POST', token: caller.token, body: { listId, format: 'csv' } })).status;
  if (key === COPY_INTO) {
    const own = await createList(caller, 'Copy source', [ids[1]!]);
    return (await api(`/api/lists/${own.id}/physicians/bulk`, { method: 'POST', token: caller.token, body: { action: 'copy', all: true, targetListId: listId } })).status;
  }
  const sample = sampleFor(key, { listId, physicianId: ids[0]!, savedSearchId: 'none', submissionId: 'none', checkoutSessionId: 'none' });
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const method = key.slice(0, key.indexOf(' '));
  return (await api(`${sample.path}${query}`, { method, token: caller.token, ...(sample.body !== undefined ? { body: sample.body } : {}) })).status;
};

const cell = async (key: string, column: Column): Promise<number> => {
  const privately = column.startsWith('private');
  const kind: CallerKind = privately ? ({ privateTeamMember: 'teamMember', privateTeamAdmin: 'teamAdmin', privateTeamOwner: 'teamOwner' } as const)[column as (typeof privateKinds)[number]] : (column as CallerKind);
  return send(key, callerOf(kind), await sharerList(privately));
};

describe('authorization matrix: shared lists (issue 26)', () => {
  it('has a row for every route that names a list', () => {
    expect(Object.keys(expected).sort()).toEqual([...listRoutes.map(keyOf), EXPORT_LIST, COPY_INTO].sort());
  });

  it('answers every list route with the expected status for the sharer, their team, another team and no team', { timeout: 180_000 }, async () => {
    const cells = Object.keys(expected).flatMap((key) => columns.map((column) => ({ key, column })));
    const got = await inLanes(cells, 6, async (c) => ({ ...c, status: await cell(c.key, c.column) }));
    const mismatches = got.filter((c) => expected[c.key]![c.column] !== c.status).map((c) => `${c.key} as ${c.column}: ${c.status}≠${expected[c.key]![c.column]}`);
    expect(mismatches).toEqual([]);
  });

  it('a teammate reaches no physician of the shared list that is not on it, even one on the sharer’s private list', async () => {
    const shared = await sharerList(false);
    const privateList = await createList(teamA.member, 'Private beside it', [ids[2]!]);
    const mate = teamA.target;
    for (const pid of [ids[2]!, ids[3]!]) {
      const patched = await api(`/api/lists/${shared}/physicians/${pid}`, { method: 'PATCH', token: mate.token, body: { status: 'placed' } });
      expect([patched.status, codeOf(patched.body)]).toEqual([404, 'NOT_FOUND']);
      expect((await api(`/api/lists/${shared}/physicians/${pid}`, { method: 'DELETE', token: mate.token })).status).toBe(404);
    }
    // By id in a bulk action: counted as not on the list, nothing changed anywhere.
    const bulk = await api<{ changed: number; notMember: number }>(`/api/lists/${shared}/physicians/bulk`, { method: 'POST', token: mate.token, body: { action: 'status', status: 'placed', physicianIds: [ids[2]!] } });
    expect([bulk.status, bulk.body.changed, bulk.body.notMember]).toEqual([200, 0, 1]);
    const kept = await api<ListDetail>(`/api/lists/${privateList.id}`, { token: teamA.member.token });
    expect(kept.body.physicians.items.map((p) => [p.id, p.status])).toEqual([[ids[2], 'new']]);
    // Moving the shared list's members into the sharer's private list: the target is 404, the members stay.
    const moved = await api(`/api/lists/${shared}/physicians/bulk`, { method: 'POST', token: mate.token, body: { action: 'move', all: true, targetListId: privateList.id } });
    expect([moved.status, codeOf(moved.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await api<ListDetail>(`/api/lists/${shared}`, { token: mate.token })).body.list.physicianCount).toBe(1);
  });

  it('a cursor opens no list: the shared list’s cursor on the private list is 404, and a cursor naming a private member shows only shared ones', async () => {
    const shared = await createList(teamA.member, 'Long shared list', ids.slice(0, 30));
    await share(teamA.member, shared.id);
    const privateList = await createList(teamA.member, 'Long private list', ids.slice(30, 40));
    const mate = teamA.target;
    const first = await api<ListDetail>(`/api/lists/${shared.id}`, { token: mate.token });
    const cursor = first.body.physicians.nextCursor;
    expect(cursor).toBeTruthy();
    for (const u of [mate, teamA.admin, teamB.member, noTeam]) {
      const res = await api(`/api/lists/${privateList.id}?cursor=${cursor}`, { token: u.token });
      expect([res.status, codeOf(res.body)]).toEqual([404, 'NOT_FOUND']);
    }
    // A cursor built from a physician of the private list, far in the future: the page holds the shared list's members only.
    const crafted = encodeListCursor({ addedAt: '2999-01-01T00:00:00.000Z', physicianId: ids[35]! });
    const page = await api<ListDetail>(`/api/lists/${shared.id}?cursor=${crafted}`, { token: mate.token });
    expect(page.status).toBe(200);
    const sharedIds = new Set(ids.slice(0, 30));
    expect(page.body.physicians.items.every((p) => sharedIds.has(p.id))).toBe(true);
    // A mangled cursor is a 400 with the field named, never a 500.
    const bad = await api(`/api/lists/${shared.id}?cursor=not-a-cursor`, { token: mate.token });
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'VALIDATION']);
  });

  it('the list index shows the shared list to team A only, and the private one to its owner only', async () => {
    const [shared, privateId] = await Promise.all([sharerList(false), sharerList(true)]);
    const index = async (u: TestUser) => (await api<PhysicianList[]>('/api/lists', { token: u.token })).body.map((l) => l.id);
    for (const kind of callerKinds) {
      const seen = await index(callerOf(kind));
      const inTeamA = kind === 'sharer' || kind === 'teamMember' || kind === 'teamAdmin' || kind === 'teamOwner';
      expect(seen.includes(shared), `${kind} sees the shared list`).toBe(inTeamA);
      expect(seen.includes(privateId), `${kind} sees the private list`).toBe(kind === 'sharer');
    }
  });
});
