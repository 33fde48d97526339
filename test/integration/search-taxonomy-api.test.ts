import { describe, expect, it } from 'vitest';
import { type PhysicianSearchResult, physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';

/**
 * Issue 16: the specialty filter also reads NUCC taxonomy codes,
 * classifications, specializations and lay names, over HTTP against the
 * seeded stack (each seeded profile carries its spec specialty's code).
 */
const search = async (query: string, token: string): Promise<PhysicianSearchResult> => {
  const res = await api<PhysicianSearchResult>(`/api/physicians?${query}`, { token });
  expect(res.status, query).toBe(200);
  return physicianSearchResult.parse(res.body);
};
const q = (...values: string[]) => values.map((v) => `specialty=${encodeURIComponent(v)}`).join('&');

describe('GET /api/physicians specialty by taxonomy', () => {
  it('returns profiles with their taxonomy codes, the primary one first', async () => {
    const token = await tokenOf('premium recruiter');
    const body = await search(q('Cardiology'), token);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) {
      expect(p.taxonomyCodes).toEqual(['207RC0000X']);
      expect(p.primaryTaxonomy).toBe('207RC0000X');
    }
  });

  it('finds the same cardiologists by code (any case), specialization and lay names as by the spec text', async () => {
    const token = await tokenOf('premium recruiter');
    const byText = await search(q('Cardiology'), token);
    for (const value of ['207RC0000X', '207rc0000x', 'Cardiovascular Disease', 'heart doctor', 'cardiologist']) {
      const body = await search(q(value), token);
      expect(body.total, value).toBe(byText.total);
      expect(body.items.map((p) => p.id), value).toEqual(byText.items.map((p) => p.id));
    }
  });

  it('reads OB/GYN, ER doc and ENT as their classifications', async () => {
    const token = await tokenOf('premium recruiter');
    expect((await search(q('OB/GYN'), token)).total).toBe((await search(q('OBGYN'), token)).total);
    expect((await search(q('ER doc'), token)).total).toBe((await search(q('Emergency Medicine'), token)).total);
    // No seeded profile is an otolaryngologist; typed text keeps the spec's contains, so 'ENT' finds Gastro-ent-erology (issue 21).
    expect((await search(q('ENT'), token)).total).toBe((await search(q('Gastroenterology'), token)).total);
  });

  it('expands a classification to its specializations and ORs values', async () => {
    const token = await tokenOf('premium recruiter');
    const total = async (...v: string[]) => (await search(q(...v), token)).total;
    const internists = await total('Internal Medicine');
    expect(internists).toBe(await total('207R00000X', 'Cardiology', 'Oncology', 'Gastroenterology'));
    expect(internists).toBeGreaterThan(await total('207R00000X'));
    expect(await total('ENT', 'Neurology')).toBe((await total('Gastroenterology')) + (await total('Neurology')));
  });

  it("keeps the spec's 'physician' exact rule", async () => {
    const token = await tokenOf('premium recruiter');
    const body = await search(q('physician'), token);
    expect(body.total).toBeGreaterThan(0);
    for (const p of body.items) expect(p.specialty).toBe('Physician');
  });

  it('matches a picked specialty exactly: the count beside it is the total, and Urology never finds Neurology (issue 21)', async () => {
    const token = await tokenOf('premium recruiter');
    const counts = await api<Array<{ specialty: string; count: number }>>('/api/specialties?state=CA');
    expect(counts.status).toBe(200);
    for (const { specialty, count } of counts.body) {
      const body = await search(`state=CA&specialtyExact=${encodeURIComponent(specialty)}`, token);
      expect([specialty, body.total]).toEqual([specialty, count]);
    }
    const urology = await search('specialtyExact=Urology', token);
    expect(urology.total).toBeGreaterThan(0);
    for (const p of urology.items) expect(p.specialty).toBe('Urology');
    // Typed, the same word keeps the spec's contains: it finds the neurologists too.
    const typed = await search(q('Urology'), token);
    expect(typed.total).toBe(urology.total + (await search('specialtyExact=Neurology', token)).total);
  });
});
