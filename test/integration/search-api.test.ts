import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { type PhysicianSearchResult, physicianSearchResult, specialtyCount } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';

const contactKeys = ['personalEmail', 'workEmail', 'phone', 'directDial', 'email'];

describe('GET /api/physicians', () => {
  it('serves anonymous callers the first 20 rows of page 1 with the exact total, and no contact fields', async () => {
    const res = await api<PhysicianSearchResult>('/api/physicians');
    expect(res.status).toBe(200);
    const body = physicianSearchResult.parse(res.body);
    expect(body.total).toBe(300);
    expect(body.items).toHaveLength(20);
    expect(body.visibleLimit).toBe(20);
    expect(body.pageSize).toBe(25);
    for (const item of body.items) for (const key of contactKeys) expect(item).not.toHaveProperty(key);
  });

  it('refuses page 2 to anonymous callers with 402', async () => {
    const res = await api('/api/physicians?page=2');
    expect(res.status).toBe(402);
    expect(errorBody.parse(res.body).error.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('gives a subscriber full pages and later pages', async () => {
    const token = await tokenOf('premium recruiter');
    const first = physicianSearchResult.parse((await api('/api/physicians', { token })).body);
    expect(first.items).toHaveLength(25);
    expect(first.visibleLimit).toBeNull();
    const second = await api<PhysicianSearchResult>('/api/physicians?page=2', { token });
    expect(second.status).toBe(200);
    expect(second.body.items[0]?.id).not.toBe(first.items[0]?.id);
  });

  it('pages by cursor over HTTP as by page number, and serves deep jumps with a total hint (issue 15)', async () => {
    const token = await tokenOf('premium recruiter');
    const get = async (q: string) => physicianSearchResult.parse((await api(`/api/physicians?sortKey=location&sortDirection=desc&${q}`, { token })).body);
    const [first, second, last] = [await get('page=1'), await get('page=2'), await get('page=12')];
    expect(first.prevCursor).toBeNull();
    const next = await get(`page=2&after=${first.nextCursor}`);
    expect(next.items.map((p) => p.id)).toEqual(second.items.map((p) => p.id));
    const back = await get(`page=1&before=${next.prevCursor}`);
    expect(back.items.map((p) => p.id)).toEqual(first.items.map((p) => p.id));
    expect((await get('page=12&totalHint=300')).items.map((p) => p.id)).toEqual(last.items.map((p) => p.id));
    expect(last.nextCursor).toBeNull();
    const both = await api(`/api/physicians?page=2&after=${first.nextCursor}&before=${first.nextCursor}`, { token });
    expect([both.status, errorBody.parse(both.body).error.code]).toEqual([400, 'VALIDATION']);
  });

  it('lets admins and demo accounts past the paywall', async () => {
    for (const label of ['admin', 'demo']) {
      const res = await api<PhysicianSearchResult>('/api/physicians?page=2', { token: await tokenOf(label) });
      expect(res.status).toBe(200);
      expect(res.body.visibleLimit).toBeNull();
    }
  });

  it('matches one keyword by contains across name, specialty, skills, company and title', async () => {
    const token = await tokenOf('premium recruiter');
    const res = await api<PhysicianSearchResult>('/api/physicians?query=CARDIO', { token });
    expect(res.body.total).toBeGreaterThan(0);
    for (const p of res.body.items) {
      const text = [p.firstName, p.lastName, p.specialty, p.organization, p.title, ...p.skills].join(' ').toLowerCase();
      expect(text).toContain('cardio');
    }
  });

  it('finds physicians by several keyword tags, each word in some keyword field (issue 14)', async () => {
    const token = await tokenOf('premium recruiter');
    const res = await api<PhysicianSearchResult>('/api/physicians?query=Cardiology%20LEADERSHIP', { token });
    expect(res.status).toBe(200);
    const body = physicianSearchResult.parse(res.body);
    expect(body.total).toBeGreaterThan(0);
    expect(body.items.length).toBe(Math.min(body.total, 25));
    for (const p of body.items) {
      const fields = [p.firstName, p.lastName, p.specialty, p.organization, p.title, ...p.skills].map((f) => f.toLowerCase());
      for (const word of ['cardiology', 'leadership']) expect(fields.some((f) => f.includes(word))).toBe(true);
    }
    const cardiology = await api<PhysicianSearchResult>('/api/physicians?query=cardiology', { token });
    expect(body.total).toBeLessThan(cardiology.body.total);
  });

  it('refuses more than 10 keywords with a field error', async () => {
    const words = Array.from({ length: 11 }, (_, i) => `w${i}`).join('%20');
    const res = await api(`/api/physicians?query=${words}`);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.details).toHaveProperty('query');
  });

  it('sorts by last name ascending by default', async () => {
    const token = await tokenOf('premium recruiter');
    const { body } = await api<PhysicianSearchResult>('/api/physicians', { token });
    const names = body.items.map((p) => p.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('rejects an invalid sort key with field errors', async () => {
    const res = await api('/api/physicians?sortKey=salary');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.details).toHaveProperty('sortKey');
  });
});

describe('GET /api/specialties', () => {
  it('returns merged counts sorted by count, summing to every profile', async () => {
    const res = await api<unknown[]>('/api/specialties');
    expect(res.status).toBe(200);
    const rows = res.body.map((r) => specialtyCount.parse(r));
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(300);
    const counts = rows.map((r) => r.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(rows.map((r) => r.specialty.toLowerCase())).size).toBe(rows.length);
  });
});

describe('search gating by role', () => {
  it('gives a signed-in free user 20 rows and refuses page 2', async () => {
    const { makeUser } = await import('../support/users');
    const free = await makeUser();
    const first = await api<PhysicianSearchResult>('/api/physicians', { token: free.token });
    expect([first.status, first.body.items.length, first.body.visibleLimit]).toEqual([200, 20, 20]);
    const second = await api('/api/physicians?page=2', { token: free.token });
    expect([second.status, errorBody.parse(second.body).error.code]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
  });

  it('gives basic and legacy Monthly subscribers every page', async () => {
    const { makeUser } = await import('../support/users');
    for (const tier of ['basic', 'Monthly'] as const) {
      const u = await makeUser({ tier });
      const res = await api<PhysicianSearchResult>('/api/physicians?page=3', { token: u.token });
      expect([res.status, res.body.items.length, res.body.visibleLimit]).toEqual([200, 25, null]);
    }
  });
});
