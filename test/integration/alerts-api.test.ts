import { describe, expect, it } from 'vitest';
import { newId } from '../../functions/core/ids';
import type { AlertState } from '../../functions/core/schemas/alerts';
import { errorBody } from '../../functions/core/schemas/error';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '../../functions/core/schemas/saved-searches';
import { api } from '../support/stack';
import { makeUser, stackDeps, type TestUser } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const setAlerts = (u: TestUser | null, id: string, alerts: unknown) =>
  api<AlertState>(`/api/saved-searches/${id}/alerts`, { method: 'PATCH', ...(u ? { token: u.token } : {}), body: { alerts } });
const listOf = async (u: TestUser) => (await api<SavedSearch[]>('/api/saved-searches', { token: u.token })).body;

/** A saved search written through the store (demo accounts cannot save one through the API). */
const savedSearchOf = async (u: TestUser) => {
  const id = newId(new Date());
  const d = await stackDeps();
  expect(await d.savedSearches.create({ id, userId: u.id, name: 'Cardiology in MA', createdAt: new Date().toISOString(), searchParams: { specialty: ['Cardiology'], state: 'MA' } }, SAVED_SEARCHES_MAX)).toBe(true);
  return id;
};

describe('PATCH /api/saved-searches/{id}/alerts', () => {
  it('lets basic and premium subscribers (and admins) turn alerts on, and shows them in the panel list', async () => {
    for (const opts of [{ tier: 'basic' as const }, { tier: 'premium' as const }, { groups: ['admin'] }]) {
      const u = await makeUser(opts);
      const id = await savedSearchOf(u);
      expect((await listOf(u))[0]).toMatchObject({ id, alerts: 'off', lastDigestAt: null });
      const res = await setAlerts(u, id, 'weekly');
      expect([res.status, res.body]).toEqual([200, { id, alerts: 'weekly', lastDigestAt: null }]);
      expect((await listOf(u))[0]).toMatchObject({ id, alerts: 'weekly' });
      expect((await setAlerts(u, id, 'daily')).body.alerts).toBe('daily');
      expect((await setAlerts(u, id, 'off')).body.alerts).toBe('off');
      expect((await listOf(u))[0]?.alerts).toBe('off');
    }
  });

  it('refuses free accounts (402) and demo accounts (403), but lets them turn alerts off', async () => {
    const free = await makeUser();
    const freeSearch = await savedSearchOf(free);
    const f = await setAlerts(free, freeSearch, 'daily');
    expect([f.status, codeOf(f.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    const demo = await makeUser({ groups: ['demo'] });
    const demoSearch = await savedSearchOf(demo);
    const m = await setAlerts(demo, demoSearch, 'weekly');
    expect([m.status, codeOf(m.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    expect((await listOf(demo))[0]?.alerts).toBe('off');
    expect((await setAlerts(free, freeSearch, 'off')).status).toBe(200);
    expect((await setAlerts(demo, demoSearch, 'off')).status).toBe(200);
  });

  it("is owner-only (another user's search is 404), signed-in only (401), and validates the setting (400)", async () => {
    const [owner, other] = await Promise.all([makeUser({ tier: 'premium' }), makeUser({ tier: 'premium' })]);
    const id = await savedSearchOf(owner);
    const res = await setAlerts(other, id, 'daily');
    expect([res.status, codeOf(res.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await setAlerts(other, id, 'off')).status).toBe(404);
    expect((await setAlerts(null, id, 'daily')).status).toBe(401);
    const bad = await setAlerts(owner, id, 'hourly');
    expect([bad.status, codeOf(bad.body)]).toEqual([400, 'VALIDATION']);
    expect((await listOf(owner))[0]?.alerts).toBe('off');
  });
});
