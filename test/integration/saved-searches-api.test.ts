import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { errorBody } from '../../functions/core/schemas/error';
import { SAVED_SEARCHES_MAX, type SavedSearch, savedSearch } from '../../functions/core/schemas/saved-searches';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const save = (u: TestUser, body: unknown) => api<SavedSearch>('/api/saved-searches', { method: 'POST', token: u.token, body });
const listOf = async (u: TestUser) => (await api<SavedSearch[]>('/api/saved-searches', { token: u.token })).body;

describe('POST /api/saved-searches', () => {
  it('refuses anonymous (401) and demo accounts (403 DEMO_RESTRICTED)', async () => {
    expect((await api('/api/saved-searches', { method: 'POST', body: { searchParams: { query: 'x' } } })).status).toBe(401);
    expect((await api('/api/saved-searches')).status).toBe(401);
    const demo = await makeUser({ groups: ['demo'] });
    const res = await save(demo, { name: 'x', searchParams: { query: 'smith' } });
    expect([res.status, codeOf(res.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    expect(await listOf(demo)).toEqual([]);
  });

  it('saves the filter set as arrays, drops blanks, and answers 201 with the saved search (free users too)', async () => {
    const u = await makeUser();
    const res = await save(u, {
      name: '  Boston cardiologists ',
      searchParams: { query: ' heart ', specialty: ['Cardiology', ' ', 'Cardiology'], city: ['Boston'], title: [], state: '', sortKey: 'name', sortDirection: 'desc', page: 3 },
    });
    expect(res.status).toBe(201);
    const s = savedSearch.parse(res.body);
    expect(s.name).toBe('Boston cardiologists');
    expect(s.searchParams).toEqual({ query: 'heart', specialty: ['Cardiology'], city: ['Boston'], sortKey: 'name', sortDirection: 'desc' });
    expect(await listOf(u)).toEqual([s]);
  });

  it("names a blank or absent name 'Untitled Search'", async () => {
    const u = await makeUser();
    expect((await save(u, { name: '   ', searchParams: { state: 'MA' } })).body.name).toBe('Untitled Search');
    expect((await save(u, { searchParams: { skills: ['Surgery'] } })).body.name).toBe('Untitled Search');
  });

  it('needs at least one non-empty filter (sorting alone is not one), and a name of at most 100', async () => {
    const u = await makeUser();
    for (const body of [{ name: 'x' }, { name: 'x', searchParams: {} }, { name: 'x', searchParams: { query: '  ', specialty: [' '], sortKey: 'name' } }]) {
      const res = await save(u, body);
      expect([res.status, codeOf(res.body)]).toEqual([400, 'VALIDATION']);
      expect(Object.keys(errorBody.parse(res.body).error.details ?? {})).toContain('searchParams');
    }
    const comma = await save(u, { name: 'x', searchParams: { specialty: 'Cardiology,Surgery' } });
    expect(comma.status).toBe(400);
    const long = await save(u, { name: 'n'.repeat(101), searchParams: { query: 'x' } });
    expect([long.status, codeOf(long.body)]).toEqual([400, 'VALIDATION']);
    expect(await listOf(u)).toEqual([]);
  });

  it(`stops at ${SAVED_SEARCHES_MAX} per user (409), even when saves race, and frees a slot on delete`, async () => {
    const u = await makeUser();
    // Start just under the cap through the store, then race 5 saves for the last 2 slots.
    const d = await stackDeps();
    for (let i = 0; i < SAVED_SEARCHES_MAX - 2; i++) {
      expect(await d.savedSearches.create({ id: `seed${String(i).padStart(4, '0')}`, userId: u.id, name: `s${i}`, createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)).toISOString(), searchParams: { query: `q${i}` } }, SAVED_SEARCHES_MAX)).toBe(true);
    }
    const raced = await Promise.all(Array.from({ length: 5 }, (_, i) => save(u, { name: `race ${i}`, searchParams: { query: 'x' } })));
    expect(raced.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = raced.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    expect(codeOf(refused[0]!.body)).toBe('CONFLICT');
    const all = await listOf(u);
    expect(all).toHaveLength(SAVED_SEARCHES_MAX);
    expect((await api(`/api/saved-searches/${all[0]!.id}`, { method: 'DELETE', token: u.token })).status).toBe(204);
    expect((await save(u, { searchParams: { query: 'again' } })).status).toBe(201);
  });
});

describe('GET /api/saved-searches', () => {
  it('lists only the caller’s, newest first', async () => {
    const u = await makeUser();
    const other = await makeUser();
    const names = ['one', 'two', 'three'];
    for (const name of names) expect((await save(u, { name, searchParams: { query: name } })).status).toBe(201);
    await save(other, { name: 'theirs', searchParams: { query: 'x' } });
    const list = await listOf(u);
    expect(list.map((s) => s.name)).toEqual(['three', 'two', 'one']);
    expect(list.every((s) => typeof s.createdAt === 'string' && s.id)).toBe(true);
  });
});

describe('DELETE /api/saved-searches/{id}', () => {
  it('deletes the caller’s own (204), then 404; another user’s or an unknown id is 404 and changes nothing', async () => {
    const victim = await makeUser();
    const attacker = await makeUser();
    const mine = (await save(victim, { name: 'mine', searchParams: { query: 'x' } })).body;
    const keep = (await save(victim, { name: 'keep', searchParams: { query: 'y' } })).body;

    expect((await api(`/api/saved-searches/${mine.id}`, { method: 'DELETE' })).status).toBe(401);
    const stolen = await api(`/api/saved-searches/${mine.id}`, { method: 'DELETE', token: attacker.token });
    expect([stolen.status, codeOf(stolen.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await api('/api/saved-searches/01UNKNOWN', { method: 'DELETE', token: victim.token })).status).toBe(404);
    expect((await listOf(victim)).map((s) => s.id)).toEqual([keep.id, mine.id]);
    expect(await listOf(attacker)).toEqual([]);

    expect((await api(`/api/saved-searches/${mine.id}`, { method: 'DELETE', token: victim.token })).status).toBe(204);
    expect((await api(`/api/saved-searches/${mine.id}`, { method: 'DELETE', token: victim.token })).status).toBe(404);
    expect((await listOf(victim)).map((s) => s.id)).toEqual([keep.id]);

    // The cap's count went down once, not twice, and never below the searches that exist.
    const d = await stackDeps();
    const { Item } = await documentClient(d.config).send(
      new GetCommand({ TableName: d.config.TABLE_NAME, Key: { pk: `USER#${victim.id}`, sk: 'SEARCH_COUNT' }, ConsistentRead: true }),
    );
    expect(Item?.count).toBe(1);
  });
});
