import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { type ExportResult, exportResult, exportSummary } from '../../functions/core/schemas/exports';
import { LISTS_MAX, LIST_MEMBERS_MAX } from '../../functions/core/schemas/lists';
import type { MarksResult } from '../../functions/core/schemas/marks';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { pdfPages, readXlsx } from '../support/export-files';
import { seededPhysicians } from '../support/physicians';
import { api } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

/** Issue 22: every format through POST /api/exports, each file downloaded as a browser would and opened by an independent reader. */

const post = (u: TestUser, body: unknown) => api<ExportResult>('/api/exports', { method: 'POST', token: u.token, body });
const codeOf = (body: unknown) => errorBody.parse(body).error.code;

const download = async (result: ExportResult) => {
  const res = await fetch(result.url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${result.fileName}"`);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
};

const listOf = async (owner: TestUser, name: string, records: readonly PhysicianRecord[]) => {
  const d = await stackDeps();
  const at = new Date().toISOString();
  const id = ulid();
  await d.lists.create({ id, userId: owner.id, name, description: null, createdAt: at, updatedAt: at }, LISTS_MAX);
  await d.lists.addMembers(owner.id, id, records.map((r) => r.id), at, LIST_MEMBERS_MAX);
  return id;
};

const today = () => new Date().toISOString().slice(0, 10);
const csvRows = (bytes: Uint8Array) => parse(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), { columns: true }) as Array<Record<string, string>>;

describe('POST /api/exports with a format', () => {
  it('xlsx: a list as a typed sheet named after the list, the header frozen', async () => {
    const u = await makeUser({ tier: 'basic' });
    const records = (await seededPhysicians()).slice(0, 12);
    const listId = await listOf(u, 'Cardiology TX', records);
    const res = await post(u, { listId, format: 'xlsx' });
    expect(res.status).toBe(200);
    const body = exportResult.parse(res.body);
    expect(body).toMatchObject({ format: 'xlsx', count: 12, files: 1, fileName: `cardiology-tx-${today()}.xlsx` });
    expect(decodeURIComponent(new URL(body.url).pathname)).toMatch(new RegExp(`/exports/${u.id}/[0-9A-HJKMNP-TV-Z]{26}\\.xlsx$`));
    const file = await download(body);
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const sheet = (await readXlsx(file.bytes)).worksheets[0]!;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header.slice(-2)).toEqual(['List Status', 'List Note']);
    const column = (name: string) => sheet.getColumn(header.indexOf(name) + 1).values.slice(2);
    expect(new Set(column('Full Name'))).toEqual(new Set(records.map((r) => r.fullName)));
    const npiCells = records.map((_, i) => sheet.getRow(i + 2).getCell(header.indexOf('NPI') + 1));
    expect(npiCells.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
    expect(new Set(npiCells.map((c) => c.value))).toEqual(new Set(records.map((r) => r.npi)));
    expect(new Set(column('ZIP'))).toEqual(new Set(records.map((r) => r.zip ?? null)));
    expect(column('List Status').every((s) => s === 'New')).toBe(true);
  });

  it('pdf: a selection as a table report footed with the account on every page', async () => {
    const u = await makeUser({ tier: 'premium' });
    const records = (await seededPhysicians()).slice(20, 120);
    const res = await post(u, { physicianIds: records.map((r) => r.id), format: 'pdf' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ format: 'pdf', count: 100, fileName: `physicians-100-${today()}.pdf` });
    const file = await download(res.body);
    expect(file.type).toBe('application/pdf');
    const pages = pdfPages(file.bytes);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(`Licensed to ${u.email}, ${today()}, not for resale`);
    const text = pages.join('\n');
    expect(text).toContain('100 physicians');
    for (const r of records) expect(text).toContain(r.npi);
  });

  it('pdf-profiles: one page per physician; more than 50 selected is a 400 naming physicianIds', async () => {
    const u = await makeUser({ tier: 'premium' });
    const records = (await seededPhysicians()).slice(130, 134);
    const res = await post(u, { physicianIds: records.map((r) => r.id), format: 'pdf-profiles' });
    expect(res.status).toBe(200);
    const pages = pdfPages((await download(res.body)).bytes);
    expect(pages).toHaveLength(4);
    pages.forEach((page, i) => expect(page).toContain(records[i]!.fullName));

    const tooMany = await post(u, { physicianIds: (await seededPhysicians()).slice(0, 51).map((r) => r.id), format: 'pdf-profiles' });
    expect([tooMany.status, codeOf(tooMany.body)]).toEqual([400, 'VALIDATION']);
    expect(Object.keys(errorBody.parse(tooMany.body).error.details ?? {})).toContain('physicianIds');
  });

  it('bullhorn and salesforce: the ATS layouts, and the physicians are marked exported', async () => {
    const u = await makeUser({ tier: 'premium' });
    const records = (await seededPhysicians()).slice(140, 145);
    const ids = records.map((r) => r.id);
    const bullhorn = await post(u, { physicianIds: ids, format: 'bullhorn' });
    expect(bullhorn.body).toMatchObject({ fileName: `physicians-5-${today()}-bullhorn.csv`, files: 1 });
    const candidates = csvRows((await download(bullhorn.body)).bytes);
    expect(candidates.map((c) => c.externalID)).toEqual(records.map((r) => r.npi));
    expect(candidates.map((c) => c['address.zip'])).toEqual(records.map((r) => r.zip ?? ''));
    expect(candidates.every((c) => c.namePrefix === 'Dr.')).toBe(true);
    const marks = await api<MarksResult>(`/api/me/marks?ids=${ids.join(',')}`, { token: u.token });
    expect(marks.body.items.map((m) => m.exportedAt)).toEqual(ids.map(() => expect.any(String)));

    const salesforce = await post(u, { physicianIds: ids, format: 'salesforce' });
    const contacts = csvRows((await download(salesforce.body)).bytes);
    expect(contacts.map((c) => c['Last Name'])).toEqual(records.map((r) => r.lastName));
    expect(Object.keys(contacts[0]!)).toContain('Mailing Zip/Postal Code');
  });
});

describe('POST /api/exports: every format counts against the same daily cap (2,000 rows in tests)', () => {
  it('counts the rows of each file alike, refuses what would pass the cap and logs every export', async () => {
    const u = await makeUser({ tier: 'premium' });
    const ids = (await seededPhysicians()).map((r) => r.id);
    expect(ids).toHaveLength(300);
    for (const format of ['xlsx', 'pdf', 'bullhorn', 'salesforce', 'csv', 'xlsx']) expect((await post(u, { physicianIds: ids, format })).status).toBe(200);
    const refused = await post(u, { physicianIds: ids, format: 'pdf' });
    expect([refused.status, codeOf(refused.body)]).toEqual([429, 'RATE_LIMITED']);
    expect((await post(u, { physicianIds: ids.slice(0, 200), format: 'bullhorn' })).status).toBe(200);
    expect((await post(u, { physicianIds: ids.slice(0, 1), format: 'xlsx' })).status).toBe(429);
    const summary = exportSummary.parse((await api('/api/exports', { token: u.token })).body);
    expect(summary.totalExported).toBe(2000);
  });
});
