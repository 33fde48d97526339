import { describe, expect, it } from 'vitest';
import { newId } from '../../functions/core/ids';
import { LIST_MEMBERS_MAX, LISTS_MAX } from '../../functions/core/schemas/lists';
import type { PhysicianSearchResult, SpecialtyCount } from '../../functions/core/schemas/physician-search';
import { seededPhysicians } from '../support/physicians';
import { api } from '../support/stack';
import { makeUser, stackDeps, type TestUser } from '../support/users';

const search = (qs: string, u?: TestUser) => api<PhysicianSearchResult>(`/api/physicians?${qs}`, u ? { token: u.token } : {});
const facets = (qs: string, u?: TestUser) => api<SpecialtyCount[]>(`/api/specialties?${qs}`, u ? { token: u.token } : {});
const countOf = (counts: SpecialtyCount[], specialty: string) => counts.find((c) => c.specialty === specialty)?.count ?? 0;

describe('"not in any of my lists" / "never exported" (issue 17)', () => {
  it('leave out the caller’s own listed / exported physicians, in results, totals and facet counts; others are unaffected', async () => {
    const [u, someoneElse] = await Promise.all([makeUser({ tier: 'premium' }), makeUser({ tier: 'premium' })]);
    const seeded = await seededPhysicians();
    const listed = seeded[0]!;
    const exported = seeded.find((p) => p.state === listed.state && p.id !== listed.id)!;
    const d = await stackDeps();
    const at = new Date().toISOString();
    const listId = newId(new Date());
    expect(await d.lists.create({ id: listId, userId: u.id, name: 'Mine', description: null, createdAt: at, updatedAt: at }, LISTS_MAX)).toBe(true);
    await d.lists.addMembers(u.id, listId, [listed.id], at, LIST_MEMBERS_MAX);
    await d.marks.markExported(u.id, [exported.id], at);

    const qs = `state=${listed.state}`;
    const all = (await search(qs, u)).body;
    const ids = async (extra: string, who = u) => {
      const res = await search(`${qs}&${extra}&sortKey=name`, who);
      expect(res.status).toBe(200);
      return res.body;
    };
    const notListed = await ids('notInMyLists=true');
    expect(notListed.total).toBe(all.total - 1);
    expect(notListed.items.map((p) => p.id)).not.toContain(listed.id);
    const neverExported = await ids('neverExported=1');
    expect(neverExported.total).toBe(all.total - 1);
    expect(neverExported.items.map((p) => p.id)).not.toContain(exported.id);
    expect((await ids('notInMyLists=true&neverExported=true')).total).toBe(all.total - 2);
    expect((await ids('notInMyLists=false')).total).toBe(all.total);
    // Marks are per user: another user's switches exclude nothing of u's.
    expect((await ids('notInMyLists=true&neverExported=true', someoneElse)).total).toBe(all.total);

    const before = (await facets(qs, u)).body;
    const after = (await facets(`${qs}&notInMyLists=true`, u)).body;
    expect(countOf(after, listed.specialty)).toBe(countOf(before, listed.specialty) - 1);
  });

  it('are for signed-in callers only (401), and take only true/false/1/0 (400)', async () => {
    for (const qs of ['state=MA&notInMyLists=true', 'state=MA&neverExported=1']) {
      expect((await search(qs)).status).toBe(401);
      expect((await facets(qs)).status).toBe(401);
    }
    const u = await makeUser();
    const bad = await search('state=MA&neverExported=yes', u);
    expect(bad.status).toBe(400);
    // A free user may use them (page 1, as any search of theirs).
    expect((await search('state=MA&notInMyLists=true', u)).status).toBe(200);
  });
});
