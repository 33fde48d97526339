import { parse } from 'csv-parse/sync';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { LISTS_MAX, LIST_MEMBERS_MAX } from '../../functions/core/schemas/lists';
import { type ExportResult, exportResult, exportSummary } from '../../functions/core/schemas/exports';
import type { PhysicianIdsResult } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const post = (token: string | undefined, body: unknown) => api<ExportResult>('/api/exports', { method: 'POST', ...(token ? { token } : {}), body });

/** The ids of every seeded physician (300), in search order. */
const allIds = async (): Promise<string[]> => {
  const res = await api<PhysicianIdsResult>('/api/physicians/ids', { token: await tokenOf('admin') });
  return res.body.ids;
};

/** Downloads the signed URL as a browser would and parses the CSV. */
const download = async (url: string) => {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const [header, ...rows] = parse(text.slice(1)) as string[][];
  return { res, header: header!, rows, text };
};

const col = (header: string[], name: string) => header.indexOf(name);
/** The UTC day a file made now is named with. */
const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/exports: who may export', () => {
  it('refuses anonymous (401), free (402), demo (403 DEMO_RESTRICTED)', async () => {
    const [id] = await allIds();
    expect((await post(undefined, { physicianIds: [id] })).status).toBe(401);
    const free = await makeUser();
    const refused = await post(free.token, { physicianIds: [id] });
    expect([refused.status, codeOf(refused.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    const demo = await post(await tokenOf('demo'), { physicianIds: [id] });
    expect([demo.status, codeOf(demo.body)]).toEqual([403, 'DEMO_RESTRICTED']);
  });

  it('exports for premium and admin', async () => {
    const ids = (await allIds()).slice(0, 3);
    const premium = await makeUser({ tier: 'premium' });
    for (const token of [premium.token, await tokenOf('admin')]) {
      const res = await post(token, { physicianIds: ids });
      expect(res.status).toBe(200);
      expect(exportResult.parse(res.body)).toMatchObject({ fileName: `physicians-3-${today()}.csv`, format: 'csv', files: 1, count: 3 });
    }
  });

  it('lets a Monthly (basic) subscriber export a selection and a list, while Select All stays Annual (402)', async () => {
    const ids = (await allIds()).slice(0, 4);
    const basic = await makeUser({ tier: 'basic' });
    const selection = await post(basic.token, { physicianIds: ids.slice(0, 2) });
    expect([selection.status, selection.body.count]).toEqual([200, 2]);
    const d = await stackDeps();
    const at = new Date().toISOString();
    const listId = ulid();
    await d.lists.create({ id: listId, userId: basic.id, name: 'Monthly list', description: null, createdAt: at, updatedAt: at }, LISTS_MAX);
    await d.lists.addMembers(basic.id, listId, ids, at, LIST_MEMBERS_MAX);
    const list = await post(basic.token, { listId });
    expect([list.status, list.body.count]).toEqual([200, 4]);
    const selectAll = await api('/api/physicians/ids', { token: basic.token });
    expect([selectAll.status, codeOf(selectAll.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
  });
});

describe('POST /api/exports: the request', () => {
  it("is 400 for 501 ids, none, both fields or neither, or a view that is not a list page's, naming the field", async () => {
    const u = await makeUser({ tier: 'premium' });
    const cases: Array<[unknown, string]> = [
      [{ physicianIds: Array.from({ length: 501 }, (_, i) => `phy_${i}`) }, 'physicianIds'],
      [{ physicianIds: [] }, 'physicianIds'],
      [{ physicianIds: ['phy_1'], listId: 'abc' }, 'listId'],
      [{}, 'physicianIds'],
      [{ physicianIds: ['<script>'] }, 'physicianIds.0'],
      // The list page's view belongs to a list export only, with the list page's own values.
      [{ physicianIds: ['phy_1'], status: ['new'] }, 'status'],
      [{ physicianIds: ['phy_1'], sort: 'status' }, 'sort'],
      [{ listId: 'abc', status: ['hired'] }, 'status.0'],
      [{ listId: 'abc', status: [] }, 'status'],
      [{ listId: 'abc', sort: 'surname' }, 'sort'],
    ];
    for (const [body, field] of cases) {
      const res = await post(u.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(codeOf(res.body)).toBe('VALIDATION');
      expect(Object.keys(errorBody.parse(res.body).error.details ?? {})).toContain(field);
    }
  });

  it('leaves out physicians not in the directory, and is 404 when none is left', async () => {
    const u = await makeUser({ tier: 'premium' });
    const [a, b] = await allIds();
    const res = await post(u.token, { physicianIds: [a, 'phy_9999999', b, a] });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(2);
    const { header, rows } = await download(res.body.url);
    expect(rows).toHaveLength(2);
    const d = await stackDeps();
    const names = (await d.physicians.getMany([a!, b!])).map((p) => p.fullName);
    expect(rows.map((r) => r[col(header, 'Full Name')])).toEqual(names);

    const none = await post(u.token, { physicianIds: ['phy_9999998', 'phy_9999999'] });
    expect([none.status, codeOf(none.body)]).toEqual([404, 'NOT_FOUND']);
    expect(errorBody.parse(none.body).error.message).toBe('No physicians to export');
  });
});

describe('POST /api/exports: the file', () => {
  it('is a CSV behind a 15-minute signed URL that downloads under a name saying what it holds (issue 22)', async () => {
    const u = await makeUser({ tier: 'premium' });
    const ids = (await allIds()).slice(10, 60);
    const before = Date.now();
    const res = await post(u.token, { physicianIds: ids });
    expect(res.status).toBe(200);
    const body = exportResult.parse(res.body);
    expect(body.count).toBe(50);

    const url = new URL(body.url);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThan(0);
    expect(body.fileName).toBe(`physicians-50-${today()}.csv`);
    expect(url.searchParams.get('response-content-disposition')).toBe(`attachment; filename="${body.fileName}"`);
    expect(decodeURIComponent(url.pathname)).toMatch(new RegExp(`/exports/${u.id}/[0-9A-HJKMNP-TV-Z]{26}\\.csv$`));
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 15 * 60_000 + 1000);

    const { res: file, header, rows, text } = await download(body.url);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${body.fileName}"`);
    expect(text).toContain('\r\n');
    expect(header.slice(0, 3)).toEqual(['First Name', 'Last Name', 'Full Name']);
    // The spec's 26 columns, then when each contact field was last verified (issue 17).
    expect(header).toHaveLength(30);
    expect(header.slice(26)).toEqual(['Personal Email Verified At', 'Work Email Verified At', 'Phone Number Verified At', 'Direct Dial Verified At']);
    expect(rows).toHaveLength(50);

    const d = await stackDeps();
    const known = (await d.physicians.getMany(ids)).find((p) => p.personalEmail || p.workEmail)!;
    const emails = rows.flatMap((r) => [r[col(header, 'Personal Email')], r[col(header, 'Work Email')]]);
    expect(emails).toContain(known.personalEmail ?? known.workEmail);
  });

  it('is logged: GET /api/exports shows the new total and entry', async () => {
    const u = await makeUser({ tier: 'premium' });
    const ids = await allIds();
    expect((await post(u.token, { physicianIds: ids.slice(0, 7) })).status).toBe(200);
    expect((await post(u.token, { physicianIds: ids.slice(7, 12) })).status).toBe(200);
    const summary = exportSummary.parse((await api('/api/exports', { token: u.token })).body);
    expect(summary.totalExported).toBe(12);
    expect(summary.recent.map((r) => r.count)).toEqual([5, 7]);
  });
});

describe('POST /api/exports: the daily cap (2,000 rows in tests)', () => {
  it('is 429 RATE_LIMITED once the rows would pass it, and counts nothing for a refused export', async () => {
    const u = await makeUser({ tier: 'premium' });
    const ids = await allIds();
    expect(ids).toHaveLength(300);
    for (let i = 0; i < 6; i++) expect((await post(u.token, { physicianIds: ids })).status).toBe(200);
    const refused = await post(u.token, { physicianIds: ids });
    expect([refused.status, codeOf(refused.body)]).toEqual([429, 'RATE_LIMITED']);
    expect(errorBody.parse(refused.body).error.message).toMatch(/limit of 2000 exported rows/);
    // 1,800 used: exactly 200 more fit, then nothing.
    expect((await post(u.token, { physicianIds: ids.slice(0, 200) })).status).toBe(200);
    expect((await post(u.token, { physicianIds: ids.slice(0, 1) })).status).toBe(429);
    expect(exportSummary.parse((await api('/api/exports', { token: u.token })).body).totalExported).toBe(2000);
  });
});

describe('POST /api/exports with a listId', () => {
  const listOf = async (owner: TestUser, physicianIds: string[]) => {
    const d = await stackDeps();
    const at = new Date().toISOString();
    const id = ulid();
    await d.lists.create({ id, userId: owner.id, name: 'Cardiologists', description: null, createdAt: at, updatedAt: at }, LISTS_MAX);
    await d.lists.addMembers(owner.id, id, physicianIds, at, LIST_MEMBERS_MAX);
    return id;
  };

  it("exports the owner's list members", async () => {
    const owner = await makeUser({ tier: 'premium' });
    const ids = (await allIds()).slice(100, 140);
    const listId = await listOf(owner, ids);
    const res = await post(owner.token, { listId });
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(40);
    const { header, rows } = await download(res.body.url);
    const d = await stackDeps();
    expect(new Set(rows.map((r) => r[col(header, 'Full Name')]))).toEqual(new Set((await d.physicians.getMany(ids)).map((p) => p.fullName)));
  });

  it("is 404 for another user's list (no IDOR) and for an unknown one", async () => {
    const owner = await makeUser({ tier: 'premium' });
    const listId = await listOf(owner, (await allIds()).slice(0, 5));
    const other = await makeUser({ tier: 'premium' });
    const res = await post(other.token, { listId });
    expect([res.status, codeOf(res.body)]).toEqual([404, 'NOT_FOUND']);
    expect((await post(other.token, { listId: ulid() })).status).toBe(404);
    expect(exportSummary.parse((await api('/api/exports', { token: other.token })).body).totalExported).toBe(0);
  });

  it('is 404 "No physicians to export" for an empty list', async () => {
    const owner = await makeUser({ tier: 'premium' });
    const d = await stackDeps();
    const at = new Date().toISOString();
    const id = ulid();
    await d.lists.create({ id, userId: owner.id, name: 'Empty', description: null, createdAt: at, updatedAt: at }, LISTS_MAX);
    const res = await post(owner.token, { listId: id });
    expect([res.status, errorBody.parse(res.body).error.message]).toEqual([404, 'No physicians to export']);
  });
});

describe('the export log', () => {
  it('keeps two exports of the same millisecond as two entries, and the total as their sum', async () => {
    const d = await stackDeps();
    const u = await makeUser({ tier: 'premium' });
    const at = new Date().toISOString();
    await Promise.all([d.activity.logExport({ userId: u.id, at, count: 2 }), d.activity.logExport({ userId: u.id, at, count: 3 })]);
    expect((await d.activity.recentExports(u.id, 5)).map((e) => e.count).sort()).toEqual([2, 3]);
    expect((await d.users.get(u.id))?.totalExports).toBe(5);
  });
});
