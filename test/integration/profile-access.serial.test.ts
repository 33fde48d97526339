import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { profileKeys } from '../../functions/adapters/aws/dynamo-profile-access-store';
import { config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { mailedTokenHash } from '../../functions/core/mailed-token';
import { npiIdentity } from '../../functions/core/profile-access';
import type { ExportResult } from '../../functions/core/schemas/exports';
import { PROFILE_ACCESS_MESSAGE, PROFILE_SESSION_HEADER, PROFILE_TOKEN_ERROR, type ProfileSession, type ProfileView } from '../../functions/core/schemas/profile';
import type { EndpointInput } from '../../functions/http/endpoint';
import { confirmProfileAccess } from '../../functions/profile/confirm-access';
import { requestProfileAccess } from '../../functions/profile/request-access';
import { physicianAt } from '../../scripts/seed/physicians';
import { viewerHeaders } from '../support/clients';
import { mailCountTo, profileTokensMailedTo, waitForMails } from '../support/mail';
import { api, tokenOf } from '../support/stack';
import { newNpi } from '../support/physicians';
import { makeUser, stackDeps } from '../support/users';

/** Issue 25 items 1, 2 and 6: "Manage my profile" against the real local stack. */

const ask = (body: { email?: string; npi?: string }, headers = viewerHeaders()) => api<{ message: string }>('/api/profile-access', { method: 'POST', body, headers });
const confirm = (token: string) => api<ProfileSession>('/api/profile-access/confirm', { method: 'POST', body: { token }, headers: viewerHeaders() });
const withSession = (session: string) => ({ [PROFILE_SESSION_HEADER]: session });
const view = (session: string) => api<ProfileView>('/api/profile', { headers: withSession(session) });

/** A profile of its own: a personal email, a phone and a direct dial nobody else has, and an NPI identity item. */
const plant = async (patch: { personalEmail?: string | undefined; workEmail?: string | undefined } = {}) => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const base = physicianAt(25, randomInt(100_000));
  const record = {
    ...base,
    id: `pr_${tag}`,
    npi,
    personalEmail: `owner-${tag}@hospital.org`,
    workEmail: undefined,
    phone: `(617) 555-${String(randomInt(10_000)).padStart(4, '0')}`,
    directDial: `(617) 556-${String(randomInt(10_000)).padStart(4, '0')}`,
    personalEmailVerifiedAt: undefined,
    workEmailVerifiedAt: undefined,
    phoneVerifiedAt: '2026-03-01T00:00:00.000Z',
    directDialVerifiedAt: undefined,
    ...patch,
  };
  const identity = await npiIdentity(d.keyring, npi);
  expect(await d.physicians.putWithIdentities([{ record, identity, claim: true }])).toBe(true);
  return { d, record, npi, email: record.personalEmail };
};

/** Asks by email, opens the one link mailed, and answers the session. */
const sessionFor = async (email: string): Promise<string> => {
  const before = await mailCountTo(email);
  await ask({ email });
  await waitForMails(email, before + 1);
  const [token] = await profileTokensMailedTo(email, before + 1);
  const res = await confirm(token ?? '');
  expect(res.status).toBe(200);
  return res.body.session;
};

// Handlers called as the wrapper calls them, for a shifted clock and to count the work done.
const inputOf = (body: unknown): EndpointInput => ({ query: undefined, body, params: undefined, principal: null, headers: { 'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:443` }, rawBody: JSON.stringify(body), sourceIp: '127.0.0.1' });
const at = (d: Deps, minutes: number): Deps => Object.assign(Object.create(d) as Deps, { now: () => new Date(Date.now() + minutes * 60_000) });

/** Deps that record which ports were called, in order (the values are never recorded). */
const recording = (d: Deps) => {
  const calls: string[] = [];
  const wrap = <T extends object>(name: string, port: T): T =>
    new Proxy(port, { get: (target, key) => { const v = Reflect.get(target, key) as unknown; return typeof v === 'function' ? (...args: unknown[]) => (calls.push(`${name}.${String(key)}`), (v as (...a: unknown[]) => unknown).apply(target, args)) : v; } });
  const ports = {
    keyring: wrap('keyring', d.keyring),
    rateLimiter: wrap('rateLimiter', d.rateLimiter),
    physicians: wrap('physicians', d.physicians),
    mailer: wrap('mailer', d.mailer),
    profileAccess: wrap('profileAccess', d.profileAccess),
    profileLedger: wrap('profileLedger', d.profileLedger),
  };
  // Defined, not assigned: the real deps build each port in a getter with no setter (built on first use).
  const deps = Object.create(d, Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, { value: v, enumerable: true }]))) as Deps;
  return { deps, calls };
};

describe('POST /api/profile-access: no enumeration', () => {
  it('answers the same 202 for a known and an unknown email and a known and an unknown NPI; only the address on file gets a link', async () => {
    const { email, npi } = await plant();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const answers = [await ask({ email }), await ask({ email: unknown }), await ask({ npi }), await ask({ npi: newNpi() })];
    for (const a of answers) expect({ status: a.status, body: a.body }).toEqual({ status: 202, body: { message: PROFILE_ACCESS_MESSAGE } });
    // The email asked twice (by email and by NPI): two mails, each with one link; the unknown address gets a notice without a link.
    await waitForMails(email, 2);
    expect(await profileTokensMailedTo(email, 1)).toHaveLength(1);
    expect(await profileTokensMailedTo(email, 2)).toHaveLength(1);
    await waitForMails(unknown, 1);
    expect(await profileTokensMailedTo(unknown)).toEqual([]);
  });

  it('does the same work whether or not a profile matched: the keyed hash, both limits, the lookup and one mail, in the same order of time', async () => {
    const { d, email } = await plant();
    const known = recording(d);
    const unknown = recording(d);
    const t0 = performance.now();
    expect((await requestProfileAccess.run(inputOf({ email }), known.deps)).status).toBe(202);
    const t1 = performance.now();
    expect((await requestProfileAccess.run(inputOf({ email: `none-${randomUUID()}@example.com` }), unknown.deps)).status).toBe(202);
    const t2 = performance.now();
    const shared = ['rateLimiter.consume', 'keyring.hmac', 'rateLimiter.consume', 'physicians.idsByEmail', 'physicians.getMany', 'mailer.send'];
    expect(known.calls.filter((c) => shared.includes(c))).toEqual(shared);
    expect(unknown.calls).toEqual(shared);
    const [tKnown, tUnknown] = [t1 - t0, t2 - t1];
    expect(Math.max(tKnown, tUnknown) / Math.min(tKnown, tUnknown)).toBeLessThan(10);
  });

  it('rate limits per client (429); many clients asking for one address never cause a 429, and past the address limit nothing more is mailed', async () => {
    const { email } = await plant();
    const limit = (await stackDeps()).config.RATE_LIMIT_REMOVALS_PER_HOUR;
    const client = viewerHeaders();
    for (let i = 0; i < limit; i++) expect((await ask({ email: `c${i}-${randomUUID()}@example.com` }, client)).status).toBe(202);
    expect((await ask({ email: `late-${randomUUID()}@example.com` }, client)).status).toBe(429);
    for (let i = 0; i < limit + 3; i++) expect((await ask({ email })).status).toBe(202);
    await waitForMails(email, limit);
    expect(await mailCountTo(email)).toBe(limit);
  });

  it('refuses neither-nor and a mistyped NPI with field errors', async () => {
    expect((await ask({})).status).toBe(400);
    const bad = await ask({ npi: '1234567890' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('check digit');
  });
});

describe('the mailed link', () => {
  it('stores only the hash with a 24-hour TTL, works once, and is refused when reused', async () => {
    const { email } = await plant();
    await ask({ email });
    const [token = ''] = await profileTokensMailedTo(email);
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: profileKeys.link(mailedTokenHash(token)) }));
    expect(JSON.stringify(Item)).not.toContain(token);
    expect(JSON.stringify(Item)).not.toContain(email);
    expect(Date.parse(Item?.validUntil as string) - Date.parse(Item?.createdAt as string)).toBe(24 * 3600_000);
    expect(Item?.expiresAt).toBe(Math.floor(Date.parse(Item?.validUntil as string) / 1000));

    const first = await confirm(token);
    expect(first.status).toBe(200);
    expect(first.body.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(first.body.validUntil) - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const reuse = await confirm(token);
    expect(reuse.status).toBe(400);
    expect(JSON.stringify(reuse.body)).toContain(PROFILE_TOKEN_ERROR);
  });

  it('is refused after 24 hours (before TTL deletes it)', async () => {
    const { d, email } = await plant();
    await requestProfileAccess.run(inputOf({ email }), d);
    const [token = ''] = await profileTokensMailedTo(email);
    await expect(confirmProfileAccess.run(inputOf({ token }), at(d, 24 * 60 + 1))).rejects.toMatchObject({ code: 'VALIDATION' });
    expect((await confirmProfileAccess.run(inputOf({ token }), at(d, 23 * 60))).status).toBe(200);
  });
});

describe('the profile session', () => {
  it('shows the held data masked, with source, verified dates and the log, and nothing of another physician', async () => {
    const { record, email } = await plant();
    const other = await plant();
    const session = await sessionFor(email);
    const res = await view(session);
    expect(res.status).toBe(200);
    expect(res.body.physicianId).toBe(record.id);
    expect(res.body.profile.fullName).toBe(record.fullName);
    expect(res.body.profile.npi).toBe(record.npi);
    const text = JSON.stringify(res.body);
    for (const secret of [record.personalEmail, record.phone, record.directDial, other.record.fullName]) expect(text).not.toContain(secret);
    expect(res.body.contacts).toEqual([
      { field: 'personalEmail', masked: 'o***@h***.org', source: record.source, verifiedAt: null, hidden: false, invalid: false, physicianProvidedAt: null },
      { field: 'phone', masked: `•••• ${record.phone.slice(-2)}`, source: record.source, verifiedAt: '2026-03-01T00:00:00.000Z', hidden: false, invalid: false, physicianProvidedAt: null },
      { field: 'directDial', masked: `•••• ${record.directDial.slice(-2)}`, source: record.source, verifiedAt: null, hidden: false, invalid: false, physicianProvidedAt: null },
    ]);
    expect(res.body.session.via).toBe('o***@h***.org');
    expect(res.body.log.map((e) => e.action)).toEqual(['viewed', 'session_opened', 'link_mailed']);
  });

  it('is 401 when missing, forged, signed out, replaced by a newer session, revoked or expired', async () => {
    const { d, email, record } = await plant();
    expect((await api('/api/profile')).status).toBe(401);
    expect((await view('A'.repeat(43))).status).toBe(401);
    expect((await view('not a token')).status).toBe(401);

    const first = await sessionFor(email);
    expect((await view(first)).status).toBe(200);
    const second = await sessionFor(email);
    expect((await view(first)).status).toBe(401);
    expect((await api('/api/profile/session', { method: 'DELETE', headers: withSession(second) })).status).toBe(204);
    expect((await view(second)).status).toBe(401);

    const third = await sessionFor(email);
    const admin = await tokenOf('admin');
    expect((await api(`/api/admin/physicians/${record.id}/profile-session`, { method: 'DELETE', token: (await makeUser({ tier: 'premium' })).token })).status).toBe(403);
    expect((await api(`/api/admin/physicians/${record.id}/profile-session`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect((await view(third)).status).toBe(401);

    const fourth = await sessionFor(email);
    expect(await d.profileAccess.sessionOf(mailedTokenHash(fourth), new Date(Date.now() + 29 * 60_000))).not.toBeNull();
    expect(await d.profileAccess.sessionOf(mailedTokenHash(fourth), new Date(Date.now() + 31 * 60_000))).toBeNull();
    const { Item } = await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: profileKeys.session(mailedTokenHash(fourth)) }));
    expect(JSON.stringify(Item)).not.toContain(fourth);
    expect(typeof Item?.expiresAt).toBe('number');
  });

  it('hides a field from reveal and every export, counts distinct recruiters, and shows it again', async () => {
    const { record, email } = await plant();
    const [a, b] = [await makeUser({ tier: 'premium' }), await makeUser({ tier: 'premium' })];
    const reveal = (token: string) => api<{ phone: string | null; directDial: string | null }>(`/api/physicians/${record.id}/contact`, { method: 'POST', token });
    const exportCsv = async (token: string) => {
      const res = await api<ExportResult>('/api/exports', { method: 'POST', token, body: { physicianIds: [record.id] } });
      expect(res.status).toBe(200);
      return (await fetch(res.body.url)).text();
    };
    expect((await reveal(a.token)).body.phone).toBe(record.phone);
    await reveal(a.token);
    await reveal(b.token);
    expect(await exportCsv(a.token)).toContain(record.phone);

    const session = await sessionFor(email);
    expect((await view(session)).body.exposure).toMatchObject({ revealedBy: 2, exportedBy: 1 });

    const hidden = await api<ProfileView>('/api/profile/contact-visibility', { method: 'POST', headers: withSession(session), body: { field: 'phone', hidden: true } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.contacts.find((c) => c.field === 'phone')).toMatchObject({ hidden: true });
    expect(hidden.body.log[0]).toMatchObject({ action: 'field_hidden', field: 'phone' });
    const after = await reveal(b.token);
    expect(after.body.phone).toBe(record.directDial);
    expect(JSON.stringify(after.body)).not.toContain(record.phone);
    expect(await exportCsv(b.token)).not.toContain(record.phone);

    const shown = await api<ProfileView>('/api/profile/contact-visibility', { method: 'POST', headers: withSession(session), body: { field: 'phone', hidden: false } });
    expect(shown.body.contacts.find((c) => c.field === 'phone')).toMatchObject({ hidden: false });
    expect((await reveal(b.token)).body.phone).toBe(record.phone);
    const notHeld = await api('/api/profile/contact-visibility', { method: 'POST', headers: withSession(session), body: { field: 'workEmail', hidden: true } });
    expect(notHeld.status).toBe(400);
  });

  it('downloads everything it shows as JSON, logged', async () => {
    const { record, email } = await plant();
    const session = await sessionFor(email);
    const res = await api<ProfileView & { exportedAt: string }>('/api/profile/export', { headers: withSession(session) });
    expect(res.status).toBe(200);
    expect(res.body.physicianId).toBe(record.id);
    expect(res.body.contacts.map((c) => c.field)).toEqual(['personalEmail', 'phone', 'directDial']);
    expect(JSON.stringify(res.body)).not.toContain(record.phone);
    expect(res.body.log[0]).toMatchObject({ action: 'downloaded' });
  });

  it('an NPI with no email on file mails nothing, with the same answer', async () => {
    const { npi, email } = await plant({ personalEmail: undefined });
    expect(email).toBeUndefined();
    const res = await ask({ npi });
    expect(res.body).toEqual({ message: PROFILE_ACCESS_MESSAGE });
  });
});
