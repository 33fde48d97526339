import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import type { AdminContactReportRow, AdminContactReports, ContactHistory, ContactReport, ContactStatusResult } from '../../functions/core/schemas/contact-reports';
import { errorBody } from '../../functions/core/schemas/error';
import type { ExportResult } from '../../functions/core/schemas/exports';
import { type ContactReveal, contactReveal } from '../../functions/core/schemas/physician';
import { physicianAt } from '../../scripts/seed/physicians';
import { api, tokenOf } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

/**
 * Issue 17 parts 2 and 3 against the real stack: freshness in the reveal,
 * bad-contact reports (who may, what is stored), the admin's verdicts and
 * what they do to reveal and export. Serial: it plants profiles of its own.
 */

const errorOf = (body: unknown) => errorBody.parse(body).error;
const tag = randomUUID().slice(0, 8);
const ids = [0, 1, 2].map((i) => `cr_${tag}_${i}`);
let admin: string;

beforeAll(async () => {
  const d = await stackDeps();
  const base = ids.map((id, i) => ({ ...physicianAt(17, 5000 + i), id }));
  await d.physicians.putMany(
    base.map((p) => ({
      ...p,
      personalEmail: `pe-${p.id}@example.com`,
      personalEmailVerifiedAt: '2026-03-04T00:00:00.000Z',
      workEmail: `we-${p.id}@example.org`,
      workEmailVerifiedAt: '2025-11-20T00:00:00.000Z',
      phone: '555-010-0100',
      phoneVerifiedAt: undefined,
      directDial: undefined,
      directDialVerifiedAt: undefined,
    })),
  );
  admin = await tokenOf('admin');
});

afterAll(async () => {
  const d = await stackDeps();
  for (const id of ids) await d.contactReports.removePhysician(id);
  await d.physicians.deleteMany(ids);
});

const reveal = (user: TestUser, id: string) => api<ContactReveal>(`/api/physicians/${id}/contact`, { method: 'POST', token: user.token });
const report = (token: string | undefined, id: string, body: unknown) => api<ContactReport>(`/api/physicians/${id}/contact-reports`, { method: 'POST', ...(token ? { token } : {}), body });
const verdict = (id: string, body: unknown) => api<ContactStatusResult>(`/api/admin/physicians/${id}/contact-status`, { method: 'POST', token: admin, body });

/** The admin list's rows about one physician, over every page. */
const adminRowsOf = async (physicianId: string): Promise<AdminContactReportRow[]> => {
  const rows: AdminContactReportRow[] = [];
  let cursor: string | null = null;
  do {
    const res: { status: number; body: AdminContactReports } = await api<AdminContactReports>(`/api/admin/contact-reports${cursor ? `?cursor=${cursor}` : ''}`, { token: admin });
    expect(res.status).toBe(200);
    rows.push(...res.body.items.filter((r) => r.physicianId === physicianId));
    cursor = res.body.nextCursor;
  } while (cursor);
  return rows;
};

describe('freshness in the reveal', () => {
  it('carries when each field was last verified, null when unknown, and which stored field email and phone are', async () => {
    const user = await makeUser({ tier: 'basic' });
    const res = await reveal(user, ids[0]!);
    expect(res.status).toBe(200);
    const body = contactReveal.parse(res.body);
    expect(body).toMatchObject({ email: `pe-${ids[0]}@example.com`, emailField: 'personalEmail', phoneField: 'phone', emailVerifiedAt: '2026-03-04T00:00:00.000Z', phoneVerifiedAt: null, reported: [] });
    expect(body.verifiedAt).toEqual({ personalEmail: '2026-03-04T00:00:00.000Z', workEmail: '2025-11-20T00:00:00.000Z', phone: null, directDial: null });
  });
});

describe('POST /api/physicians/{id}/contact-reports: who may report', () => {
  it('refuses anonymous (401), demo (403 DEMO_RESTRICTED, saying why) and a subscriber who never revealed the physician (403)', async () => {
    const body = { field: 'phone', reason: 'wrong_number' };
    expect((await report(undefined, ids[1]!, body)).status).toBe(401);
    const demo = await report(await tokenOf('demo'), ids[1]!, body);
    expect(demo.status).toBe(403);
    expect(errorOf(demo.body)).toMatchObject({ code: 'DEMO_RESTRICTED', message: expect.stringMatching(/demo accounts cannot reveal contacts/i) });
    const stranger = await makeUser({ tier: 'premium' });
    const refused = await report(stranger.token, ids[1]!, body);
    expect([refused.status, errorOf(refused.body).code]).toEqual([403, 'FORBIDDEN']);
    expect(errorOf(refused.body).message).toMatch(/only contact details you have revealed/);
  });

  it('lets a user who revealed report, even after their plan lapsed; a repeat updates the one report', async () => {
    const user = await makeUser({ tier: 'basic' });
    expect((await reveal(user, ids[1]!)).status).toBe(200);
    const d = await stackDeps();
    await d.users.putSubscription(user.id, { subscribed: false, tier: 'free', status: 'canceled' });
    const first = await report(user.token, ids[1]!, { field: 'phone', reason: 'wrong_number', note: 'A pharmacy answered' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ physicianId: ids[1], field: 'phone', reason: 'wrong_number', note: 'A pharmacy answered' });
    const again = await report(user.token, ids[1]!, { field: 'phone', reason: 'not_this_person' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ reason: 'not_this_person', note: null, createdAt: first.body.createdAt });
    const rows = await adminRowsOf(ids[1]!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ field: 'phone', reason: 'not_this_person', counts: { phone: 1, personalEmail: 0 } });
    // The stored report names the field, never the value.
    const items = await documentClient(d.config).send(new QueryCommand({ TableName: d.config.TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `CONTACT_REPORTS#${ids[1]}` } }));
    expect(JSON.stringify(items.Items)).not.toContain('555-010-0100');
  });

  it('is 400 with field errors for a reason that does not fit the field, a multi-line or long note, and a field not on file', async () => {
    const user = await makeUser({ tier: 'premium' });
    expect((await reveal(user, ids[1]!)).status).toBe(200);
    const cases: Array<[unknown, string]> = [
      [{ field: 'phone', reason: 'bounced' }, 'reason'],
      [{ field: 'personalEmail', reason: 'wrong_number' }, 'reason'],
      [{ field: 'workEmail', reason: 'bounced', note: 'line one\nline two' }, 'note'],
      [{ field: 'workEmail', reason: 'bounced', note: 'x'.repeat(501) }, 'note'],
      [{ field: 'fax', reason: 'bounced' }, 'field'],
      [{ field: 'directDial', reason: 'wrong_number' }, 'field'],
    ];
    for (const [body, field] of cases) {
      const res = await report(user.token, ids[1]!, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(errorOf(res.body).details ?? {}), JSON.stringify(body)).toContain(field);
    }
  });
});

describe('reported, and the admin verdicts', () => {
  it('shows a field as reported from three open reports, lists them newest first, and an invalid verdict takes the field out of reveal and export (audited)', async () => {
    const id = ids[2]!;
    const users = [await makeUser({ tier: 'premium' }), await makeUser({ tier: 'premium' }), await makeUser({ tier: 'premium' })];
    for (const [i, u] of users.entries()) {
      expect((await reveal(u, id)).status).toBe(200);
      expect((await report(u.token, id, { field: 'personalEmail', reason: 'bounced', note: `try ${i}` })).status).toBe(201);
      const seen = contactReveal.parse((await reveal(u, id)).body);
      expect(seen.reported).toEqual(i < 2 ? [] : ['personalEmail']);
    }
    const rows = await adminRowsOf(id);
    expect(rows.map((r) => r.note)).toEqual(['try 2', 'try 1', 'try 0']);
    expect(rows[0]!.counts.personalEmail).toBe(3);

    const invalid = await verdict(id, { field: 'personalEmail', status: 'invalid' });
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({ status: 'invalid', closedReports: 3, verifiedAt: null });
    expect(await adminRowsOf(id)).toEqual([]);
    // A fresh reader: the seeded admin's daily reveals are shared by every test.
    const after = contactReveal.parse((await reveal(await makeUser({ tier: 'basic' }), id)).body);
    expect(after).toMatchObject({ email: `we-${id}@example.org`, emailField: 'workEmail', emailVerifiedAt: '2025-11-20T00:00:00.000Z', reported: [] });
    expect(after.verifiedAt?.personalEmail).toBeNull();
    expect(JSON.stringify(after)).not.toContain(`pe-${id}`);

    const exported = await api<ExportResult>('/api/exports', { method: 'POST', token: users[0]!.token, body: { physicianIds: [id] } });
    expect(exported.status).toBe(200);
    const text = await (await fetch(exported.body.url)).text();
    const [header, row] = parse(text.replace(/^\uFEFF/, '')) as string[][];
    expect(row![header!.indexOf('Personal Email')]).toBe('');
    expect(row![header!.indexOf('Personal Email Verified At')]).toBe('');
    expect(row![header!.indexOf('Work Email Verified At')]).toBe('2025-11-20T00:00:00.000Z');
    expect(text).not.toContain(`pe-${id}`);

    const d = await stackDeps();
    const audit = await documentClient(d.config).send(
      new QueryCommand({ TableName: d.config.TABLE_NAME, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :a)', ExpressionAttributeValues: { ':pk': `CONTACT_REPORTS#${id}`, ':a': 'AUDIT#' } }),
    );
    const me = await api<{ id: string }>('/api/me', { token: admin });
    expect(audit.Items?.map((i) => [i.field, i.status, i.adminId])).toEqual([['personalEmail', 'invalid', me.body.id]]);
  });

  it('re-verifying dates the field now, brings an invalid field back and closes its reports', async () => {
    const id = ids[2]!;
    const user = await makeUser({ tier: 'basic' });
    expect((await reveal(user, id)).status).toBe(200);
    expect((await report(user.token, id, { field: 'phone', reason: 'wrong_number' })).status).toBe(201);
    const before = Date.now();
    const res = await verdict(id, { field: 'phone', status: 'verified' });
    expect(res.status).toBe(200);
    expect(res.body.closedReports).toBe(1);
    expect(Date.parse(res.body.verifiedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await (await stackDeps()).physicians.get(id))?.phoneVerifiedAt).toBe(res.body.verifiedAt);
    expect((await verdict(id, { field: 'personalEmail', status: 'verified' })).status).toBe(200);
    const back = contactReveal.parse((await reveal(await makeUser({ tier: 'basic' }), id)).body);
    expect(back).toMatchObject({ email: `pe-${id}@example.com`, phoneVerifiedAt: res.body.verifiedAt });
    expect(await adminRowsOf(id)).toEqual([]);

    // The history keeps every verdict, newest first, with the admin who gave it; only admins read it.
    const history = await api<ContactHistory>(`/api/admin/physicians/${id}/contact-history`, { token: admin });
    expect(history.status).toBe(200);
    expect(history.body.items.map((v) => [v.field, v.status])).toEqual([
      ['personalEmail', 'verified'],
      ['phone', 'verified'],
      ['personalEmail', 'invalid'],
    ]);
    expect(history.body.items[0]?.adminEmail).toMatch(/@/);
    expect((await api(`/api/admin/physicians/${id}/contact-history`, { token: user.token })).status).toBe(403);
    expect((await api(`/api/admin/physicians/${id}/contact-history`)).status).toBe(401);
  });

  it('answers 404 for a physician that does not exist, 400 for a field not on file, and 400 for a tampered cursor', async () => {
    expect((await verdict(`cr_${tag}_none`, { field: 'phone', status: 'invalid' })).status).toBe(404);
    const missing = await verdict(ids[0]!, { field: 'directDial', status: 'invalid' });
    expect([missing.status, Object.keys(errorOf(missing.body).details ?? {})]).toEqual([400, ['field']]);
    const bad = await api('/api/admin/contact-reports?cursor=bm90LWEtY3Vyc29y', { token: admin });
    expect([bad.status, Object.keys(errorOf(bad.body).details ?? {})]).toEqual([400, ['cursor']]);
  });
});
