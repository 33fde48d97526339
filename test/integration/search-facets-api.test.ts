import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { type PhysicianSearchResult, type SpecialtyCount } from '../../functions/core/schemas/physician-search';
import { seededPhysicians } from '../support/physicians';
import { api, tokenOf } from '../support/stack';

/** Issue 15 item 8: list filters as repeated parameters (values may hold commas) and specialty facets under the search's filters. */
const qs = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const totalOf = async (pairs: Array<[string, string]>, token: string) => {
  const res = await api<PhysicianSearchResult>(`/api/physicians?${qs(pairs)}`, { token });
  expect(res.status).toBe(200);
  return res.body.total;
};
const sum = (rows: SpecialtyCount[]) => rows.reduce((s, r) => s + r.count, 0);

describe('list filters as repeated parameters', () => {
  it('take every repeated value, and keep a value with a comma whole', async () => {
    const token = await tokenOf('admin');
    const [a, b] = (await seededPhysicians()).map((p) => p.organization).filter((o, i, all) => all.indexOf(o) === i);
    const alone = await totalOf([['organization', a as string]], token);
    const either = await totalOf([['organization', a as string], ['organization', b as string]], token);
    expect(alone).toBeGreaterThan(0);
    expect(either).toBeGreaterThan(alone);
    // One value "A, zzzz": the old comma format split it into A and zzzz and found A's physicians.
    expect(await totalOf([['organization', `${a}, zzzz-no-such-company`]], token)).toBe(0);
  });

  it('refuse more than 10 values of one filter with a field error', async () => {
    const res = await api(`/api/physicians?${qs(Array.from({ length: 11 }, (_, i) => ['title', `title ${i}`] as [string, string]))}`);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.details).toEqual({ title: ['Use at most 10 values'] });
  });
});

describe('GET /api/specialties with the search filters', () => {
  it('counts the profiles that match every filter except the specialty one', async () => {
    const token = await tokenOf('admin');
    const seeded = await seededPhysicians();
    const state = seeded[0]?.state as string;
    const specialty = seeded[0]?.specialty as string;
    const filtered = await api<SpecialtyCount[]>(`/api/specialties?${qs([['state', state]])}`);
    expect(filtered.status).toBe(200);
    expect(sum(filtered.body)).toBe(await totalOf([['state', state]], token));
    expect(sum(filtered.body)).toBeLessThan(sum((await api<SpecialtyCount[]>('/api/specialties')).body));
    // Choosing a specialty does not change the counts: each option still says what it would find.
    const withSpecialty = await api<SpecialtyCount[]>(`/api/specialties?${qs([['state', state], ['specialty', specialty]])}`);
    expect(withSpecialty.body).toEqual(filtered.body);
    const row = filtered.body.find((r) => r.specialty.toLowerCase() === specialty.toLowerCase());
    expect(row?.count).toBe(await totalOf([['state', state], ['specialty', specialty]], token));
  });

  it('validates the filters with the search schema', async () => {
    const res = await api('/api/specialties?withinMiles=25');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.details).toHaveProperty('nearZip');
  });

  // Issue 27: paging, sort and cursors change no count, so they are not parameters here (the document does not offer them).
  it('takes no paging, sort or cursor: they are dropped, not judged', async () => {
    const res = await api<SpecialtyCount[]>('/api/specialties?sortKey=nope&sortDirection=sideways&page=-7&after=%25&totalHint=x');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await api<SpecialtyCount[]>('/api/specialties')).body);
  });
});
