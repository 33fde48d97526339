import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import { removalTokenHash } from '../../functions/core/removal-token';
import { errorBody } from '../../functions/core/schemas/error';
import type { ExportResult } from '../../functions/core/schemas/exports';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { REMOVAL_DONE_MESSAGE, REMOVAL_REQUEST_MESSAGE, REMOVAL_TOKEN_ERROR } from '../../functions/core/schemas/removal';
import { emailHash, npiSuppressionKey } from '../../functions/core/suppression';
import { nppesFile, physicianRow } from '../../scripts/import/nppes/generate-nppes';
import { runNppesImport } from '../../scripts/import/nppes/run-nppes-import';
import { runImport } from '../../scripts/import/run-import';
import { dynamoSuppressedAmong } from '../../scripts/seed/dynamo-suppressed-among';
import { physicianAt } from '../../scripts/seed/physicians';
import { viewerHeaders } from '../support/clients';
import { mailCountTo, removalTokenMailedTo, waitForMails } from '../support/mail';
import { api } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';
import { eventually } from '../support/eventually';

const request = (email: string, headers = viewerHeaders()) => api<{ message: string }>('/api/removal-requests', { method: 'POST', body: { email }, headers });
const confirm = (token: string) => api<{ removed: boolean; message: string }>('/api/removal-requests/confirm', { method: 'POST', body: { token }, headers: viewerHeaders() });

/** Two profiles of one person (personal email on one, work email in other case on the other) and a bystander. */
const plant = async () => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const email = `removable-${tag}@example.com`;
  const lastName = `Removeworth${tag.replace(/\d/g, '')}x`;
  const [a, b, bystander] = [physicianAt(77, 9001), physicianAt(77, 9002), physicianAt(77, 9003)].map((p, i) => ({ ...p, id: `rm_${tag}_${i}`, lastName, fullName: `${p.firstName} ${lastName}` }));
  const records = [
    { ...a!, personalEmail: email, workEmail: `other-${tag}@example.org` },
    { ...b!, personalEmail: `else-${tag}@example.net`, workEmail: email.toUpperCase() },
    { ...bystander!, personalEmail: `keep-${tag}@example.com`, workEmail: undefined },
  ];
  await d.physicians.putMany(records);
  const search = () => api<PhysicianSearchResult>(`/api/physicians?query=${lastName}`, {});
  await eventually(search, (r) => r.body.total === 3);
  return { d, email, tag, lastName, ids: records.map((r) => r.id), search };
};

describe('POST /api/removal-requests: no enumeration', () => {
  it('answers the same 202 for a known and an unknown address, and mails a link to each', async () => {
    const { email } = await plant();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const [known, other] = [await request(email), await request(unknown)];
    expect([known.status, other.status]).toEqual([202, 202]);
    expect(known.body).toEqual(other.body);
    expect(known.body).toEqual({ message: REMOVAL_REQUEST_MESSAGE });
    expect(await removalTokenMailedTo(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await removalTokenMailedTo(unknown)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an invalid email with the spec message', async () => {
    const res = await request('not-an-email');
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.details?.email).toEqual(['Please enter a valid email address.']);
  });

  it('stores only the hash of the token, with a 24-hour expiry', async () => {
    const email = `hash-${randomUUID()}@example.com`;
    await request(email);
    const token = await removalTokenMailedTo(email);
    await stackDeps();
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.removalRequest(removalTokenHash(token)) }));
    expect(Item).toBeDefined();
    expect(JSON.stringify(Item)).not.toContain(token);
    const lifetime = Date.parse(Item?.validUntil as string) - Date.parse(Item?.createdAt as string);
    expect(lifetime).toBe(24 * 3600_000);
  });

  it('rate limits per client (429); requests for one address from many clients are not refused', async () => {
    const limit = (await stackDeps()).config.RATE_LIMIT_REMOVALS_PER_HOUR;
    const client = viewerHeaders();
    for (let i = 0; i < limit; i++) expect((await request(`c${i}-${randomUUID()}@example.com`, client)).status).toBe(202);
    expect((await request(`late-${randomUUID()}@example.com`, client)).status).toBe(429);

    // Many clients asking for one address: never a 429 (the owner must still get through), and one mail, not a flood.
    const target = `flooded-${randomUUID()}@example.com`;
    for (let i = 0; i <= limit; i++) expect((await request(target)).status).toBe(202);
    expect(await mailCountTo(target)).toBe(1);
  });
});

describe('POST /api/removal-requests/confirm', () => {
  it('removes every profile of the address from DynamoDB, search, lists and exports; suppresses re-import; works once', async () => {
    const { d, email, ids, search } = await plant();
    const recruiter = await makeUser({ tier: 'premium' });
    const list = await api<{ id: string }>('/api/lists', { method: 'POST', token: recruiter.token, body: { name: 'Removal test' } });
    await api(`/api/lists/${list.body.id}/physicians`, { method: 'POST', token: recruiter.token, body: { physicianIds: ids } });

    await request(email);
    const token = await removalTokenMailedTo(email);
    const res = await confirm(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ removed: true, message: REMOVAL_DONE_MESSAGE });

    // DynamoDB and the profile route: both profiles of the address gone, the bystander kept.
    expect((await d.physicians.getMany(ids)).map((p) => p.id)).toEqual([ids[2]]);
    expect((await api(`/api/physicians/${ids[0]}`)).status).toBe(404);
    // Search: at once, not only after the stream catches up.
    expect((await search()).body.items.map((p) => p.id)).toEqual([ids[2]]);
    // Lists: out of the recruiter's list.
    const detail = await api<{ list: { physicianCount: number }; physicians: { items: Array<{ id: string }> } }>(`/api/lists/${list.body.id}`, { token: recruiter.token });
    expect(detail.body.list.physicianCount).toBe(1);
    expect(detail.body.physicians.items.map((p) => p.id)).toEqual([ids[2]]);
    // Exports: the list's file holds only the bystander.
    const exported = await api<ExportResult>('/api/exports', { method: 'POST', token: recruiter.token, body: { listId: list.body.id } });
    expect(exported.body.count).toBe(1);
    const csv = await (await fetch(exported.body.url)).text();
    expect(csv.toLowerCase()).not.toContain(email);
    expect(parse(csv.slice(1), { columns: true })).toHaveLength(1);
    // Suppression: a vendor file bringing the address back is skipped.
    expect(await d.suppression.has(emailHash(email))).toBe(true);
    const csvIn = `Contactfirstname,Contactlastname,Contacttitle,specialty,Companyname,Contactcity,Contactstate,Personalemail\nAgain,Person,Physician,Cardiology,Mercy,Boston,MA,${email.toUpperCase()}\n`;
    const summary = await runImport({ input: Readable.from([csvIn]), store: d.physicians, keyring: d.keyring, suppressedAmong: dynamoSuppressedAmong(documentClient(config()), config().TABLE_NAME) });
    expect(summary).toMatchObject({ suppressed: 1, imported: 0 });
    // The NPPES import knows people by NPI, not email: the removed profiles' NPIs are suppressed too, so the registry cannot bring them back.
    const removedNpi = physicianAt(77, 9001).npi as string;
    expect(await d.suppression.has(await npiSuppressionKey(d.keyring, removedNpi))).toBe(true);
    const registry = Readable.from([nppesFile([physicianRow(0, { NPI: removedNpi })])]);
    const nppes = await runNppesImport({ input: registry, store: d.physicians, keyring: d.keyring, suppressedAmong: dynamoSuppressedAmong(documentClient(config()), config().TABLE_NAME) });
    expect(nppes).toMatchObject({ kept: 1, suppressed: 1, created: 0 });

    // Single use: the same link again is the error state, and nothing else changes.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(errorBody.parse(again.body).error.details?.token).toEqual([REMOVAL_TOKEN_ERROR]);
    expect((await d.physicians.getMany([ids[2]!])).length).toBe(1);
  });

  it('refuses an expired token and removes nothing', async () => {
    const { d, email, ids, search } = await plant();
    const token = `expired-${randomUUID()}`;
    const past = new Date(Date.now() - 25 * 3600_000);
    const link = { addressKey: `expired-${randomUUID()}`, nonce: 'unused', replaces: null };
    await d.removals.create({ tokenHash: removalTokenHash(token), email, createdAt: past.toISOString(), expiresAt: new Date(past.getTime() + 24 * 3600_000).toISOString() }, link);
    const res = await confirm(token);
    expect(res.status).toBe(400);
    expect(errorBody.parse(res.body).error.message).toBe(REMOVAL_TOKEN_ERROR);
    expect((await d.physicians.getMany(ids)).length).toBe(3);
    expect((await search()).body.total).toBe(3);
    expect(await d.suppression.has(emailHash(email))).toBe(false);
    await d.physicians.deleteMany(ids);
  });

  it('refuses an unknown token and a missing one (400)', async () => {
    expect((await confirm('x'.repeat(43))).status).toBe(400);
    const missing = await api('/api/removal-requests/confirm', { method: 'POST', body: {}, headers: viewerHeaders() });
    expect(missing.status).toBe(400);
    expect(errorBody.parse(missing.body).error.details?.token).toBeDefined();
  });

  it('the mail names the link on this site', async () => {
    const email = `link-${randomUUID()}@example.com`;
    await request(email);
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirm the removal of your information');
    expect(mail?.body.text).toMatch(new RegExp(`${config().SITE_URL}/confirm-removal\\?token=[A-Za-z0-9_-]{43}`));
  });
});
