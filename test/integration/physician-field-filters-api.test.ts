import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import type { PhysicianRecord, PhysicianSummary } from '../../functions/core/schemas/physician';
import type { PhysicianSearchResult, SpecialtyCount } from '../../functions/core/schemas/physician-search';
import type { SavedSearch } from '../../functions/core/schemas/saved-searches';
import { expandState } from '../../functions/core/search/states';
import { seededPhysicians } from '../support/physicians';
import { api, tokenOf } from '../support/stack';
import { makeUser } from '../support/users';

/** Issue 16: NPI, licenseState, boardCertification, graduationYearFrom/To and language on GET /api/physicians and beside it. */
const qs = (pairs: Array<[string, string]>) => new URLSearchParams(pairs).toString();
const search = async (pairs: Array<[string, string]>, token: string) => {
  const res = await api<PhysicianSearchResult>(`/api/physicians?${qs(pairs)}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const detailsOf = async (path: string, token?: string) => {
  const res = await api(path, token ? { token } : {});
  expect(res.status).toBe(400);
  return errorBody.parse(res.body).error.details;
};
const count = (seeded: PhysicianRecord[], test: (p: PhysicianRecord) => boolean) => seeded.filter(test).length;

describe('GET /api/physicians with the physician-native filters', () => {
  it('finds exactly one profile by its NPI, and none by a valid NPI nobody has', async () => {
    const token = await tokenOf('admin');
    const target = (await seededPhysicians()).find((p) => p.npi) as PhysicianRecord;
    const found = await search([['npi', target.npi as string]], token);
    expect(found.items.map((p) => p.id)).toEqual([target.id]);
    expect((await search([['npi', '1234567893']], token)).total).toBe(0);
  });

  it('license state: any of, a state by name or by code finds the same profiles', async () => {
    const token = await tokenOf('admin');
    const seeded = await seededPhysicians();
    const [code, name] = expandState(seeded[0]?.licenseStates[0] as string) as [string, string];
    const byCode = await search([['licenseState', code]], token);
    expect(byCode.total).toBeGreaterThanOrEqual(count(seeded, (p) => p.licenseStates.includes(code)));
    expect(byCode.total).toBeGreaterThan(0);
    expect((await search([['licenseState', name]], token)).total).toBe(byCode.total);
    for (const p of byCode.items) expect(p.licenseStates).toContain(code);
    const other = seeded.flatMap((p) => p.licenseStates).find((s) => s !== code) as string;
    expect((await search([['licenseState', code], ['licenseState', other]], token)).total).toBeGreaterThan(byCode.total);
  });

  it('board certification: case-insensitive contains, any of', async () => {
    const token = await tokenOf('admin');
    const seeded = await seededPhysicians();
    const board = seeded.flatMap((p) => p.boardCertifications)[0] as string;
    const word = board.split(' ').at(-1)?.toUpperCase() as string;
    const found = await search([['boardCertification', word]], token);
    expect(found.total).toBeGreaterThanOrEqual(count(seeded, (p) => p.boardCertifications.some((b) => b.toUpperCase().includes(word))));
    for (const p of found.items) expect(p.boardCertifications.some((b) => b.toUpperCase().includes(word))).toBe(true);
  });

  it('language: case-insensitive exact, any of', async () => {
    const token = await tokenOf('admin');
    const seeded = await seededPhysicians();
    const spanish = await search([['language', 'sPaNiSh']], token);
    expect(spanish.total).toBeGreaterThanOrEqual(count(seeded, (p) => p.languages.includes('Spanish')));
    expect(spanish.total).toBeGreaterThan(0);
    for (const p of spanish.items) expect(p.languages).toContain('Spanish');
    expect((await search([['language', 'Span']], token)).total).toBe(0);
  });

  it('graduation year: inclusive bounds, from or to alone', async () => {
    const token = await tokenOf('admin');
    const seeded = await seededPhysicians();
    const year = seeded[0]?.graduationYear as number;
    const exactly = await search([['graduationYearFrom', String(year)], ['graduationYearTo', String(year)]], token);
    expect(exactly.total).toBeGreaterThanOrEqual(count(seeded, (p) => p.graduationYear === year));
    for (const p of exactly.items) expect((p as PhysicianSummary).graduationYear).toBe(year);
    const from = await search([['graduationYearFrom', String(year)]], token);
    const to = await search([['graduationYearTo', String(year)]], token);
    for (const p of from.items) expect(p.graduationYear).toBeGreaterThanOrEqual(year);
    for (const p of to.items) expect(p.graduationYear).toBeLessThanOrEqual(year);
    // Every profile with a year is in one half, those of the year itself in both; profiles without a year in neither.
    const withYear = await search([['graduationYearFrom', '1940']], token);
    expect(from.total + to.total).toBe(withYear.total + exactly.total);
  });

  it('refuses a bad NPI check digit, from after to and 11 values with field errors', async () => {
    expect(await detailsOf('/api/physicians?npi=1234567890')).toHaveProperty('npi');
    expect(await detailsOf('/api/physicians?npi=123')).toHaveProperty('npi');
    expect(await detailsOf('/api/physicians?graduationYearFrom=2001&graduationYearTo=2000')).toEqual({ graduationYearTo: ['The end year must not be before the start year'] });
    expect(await detailsOf('/api/physicians?graduationYearFrom=1800')).toHaveProperty('graduationYearFrom');
    const eleven = qs(Array.from({ length: 11 }, (_, i) => ['language', `Language ${i}`] as [string, string]));
    expect(await detailsOf(`/api/physicians?${eleven}`)).toEqual({ language: ['Use at most 10 values'] });
    expect(await detailsOf('/api/specialties?graduationYearFrom=2001&graduationYearTo=2000')).toHaveProperty('graduationYearTo');
    expect(await detailsOf('/api/physicians/ids?npi=1234567890', await tokenOf('admin'))).toHaveProperty('npi');
  });
});

describe('beside the search', () => {
  it('specialty facets count under the new filters', async () => {
    const token = await tokenOf('admin');
    const pairs: Array<[string, string]> = [['language', 'Spanish'], ['graduationYearFrom', '1980']];
    const facets = await api<SpecialtyCount[]>(`/api/specialties?${qs(pairs)}`);
    expect(facets.status).toBe(200);
    expect(facets.body.reduce((s, r) => s + r.count, 0)).toBe((await search(pairs, token)).total);
  });

  it('a saved search keeps the new filters and replays them', async () => {
    const { token } = await makeUser();
    const searchParams = { licenseState: ['CA'], boardCertification: ['internal'], language: ['English'], graduationYearFrom: 1970, graduationYearTo: 2010 };
    const saved = await api<SavedSearch>('/api/saved-searches', { method: 'POST', token, body: { name: 'Issue 16 filters', searchParams } });
    expect(saved.status).toBe(201);
    const listed = (await api<SavedSearch[]>('/api/saved-searches', { token })).body.find((s) => s.id === saved.body.id);
    expect(listed?.searchParams).toEqual(searchParams);
    const bad = await api('/api/saved-searches', { method: 'POST', token, body: { searchParams: { npi: '1234567890' } } });
    expect(bad.status).toBe(400);
  });
});
