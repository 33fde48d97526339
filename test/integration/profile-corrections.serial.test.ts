import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { profileKeys } from '../../functions/adapters/aws/dynamo-profile-access-store';
import { config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { npiIdentity } from '../../functions/core/profile-access';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { PROFILE_SESSION_HEADER, type ProfileView } from '../../functions/core/schemas/profile';
import type { ProfileChangeList } from '../../functions/core/schemas/profile-corrections';
import type { EndpointInput } from '../../functions/http/endpoint';
import { confirmEmailChange } from '../../functions/profile/email-change';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import { mergeRegistry } from '../../scripts/import/nppes/merge-registry';
import type { RegistryFields } from '../../scripts/import/nppes/nppes-row';
import { upsertByIdentity } from '../../scripts/import/upsert-by-identity';
import { physicianAt } from '../../scripts/seed/physicians';
import { eventually } from '../support/eventually';
import { waitForMails } from '../support/mail';
import { api, tokenOf } from '../support/stack';
import { newNpi } from '../support/physicians';
import { profileSessionFor as sessionFor } from '../support/intent';
import { makeUser, stackDeps } from '../support/users';

/** Issue 25 items 2 and 6, second slice: corrections, contact replacement with proof, the admin's revert, hidden fields in search, removal. */

const withSession = (session: string) => ({ [PROFILE_SESSION_HEADER]: session });
const post = <T>(path: string, session: string, body: unknown) => api<T>(path, { method: 'POST', body, headers: withSession(session) });
const view = (session: string) => api<ProfileView>('/api/profile', { headers: withSession(session) });

const plant = async () => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const record = {
    ...physicianAt(25, randomInt(100_000)),
    id: `pc_${tag}`,
    npi,
    title: 'MD',
    specialty: 'Cardiology',
    city: 'Boston',
    state: 'MA',
    // Fixed, so each correction below differs from what is held (a random year was 2004 one time in fifty).
    zip: '02115',
    languages: ['English'],
    graduationYear: 1998,
    personalEmail: `owner-${tag}@hospital.org`,
    workEmail: undefined,
    phone: `(617) 555-${String(randomInt(10_000)).padStart(4, '0')}`,
    directDial: undefined,
    personalEmailVerifiedAt: undefined,
    workEmailVerifiedAt: undefined,
    phoneVerifiedAt: '2026-03-01T00:00:00.000Z',
    directDialVerifiedAt: undefined,
  };
  expect(await d.physicians.putWithIdentities([{ record, identity: await npiIdentity(d.keyring, npi), claim: true }])).toBe(true);
  return { d, record, npi, email: record.personalEmail, tag };
};


const codeMailedTo = async (to: string, nth: number): Promise<string> => {
  const mails = (await waitForMails(to, nth)).filter((m) => m.subject.startsWith('Your code'));
  const code = /Your code: (\d{6})/.exec(mails[nth - 1]?.body.text ?? '')?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
};

const searchByNpi = async (npi: string): Promise<PhysicianSummary | undefined> => {
  const res = await api<{ items: PhysicianSummary[] }>(`/api/physicians?npi=${npi}`, { token: await tokenOf('admin') });
  return res.body.items[0];
};

const inputWith = (session: string, body: unknown): EndpointInput => ({ query: undefined, body, params: undefined, principal: null, headers: withSession(session), rawBody: JSON.stringify(body), sourceIp: '127.0.0.1' });
const at = (d: Deps, minutes: number): Deps => Object.assign(Object.create(d) as Deps, { now: () => new Date(Date.now() + minutes * 60_000) });

describe('correcting a profile field', () => {
  it('applies, marks it the physician’s, logs it, reindexes it, and wins over a later vendor and registry import', async () => {
    const { d, record, email, npi } = await plant();
    const session = await sessionFor(email);
    const res = await post<ProfileView>('/api/profile/corrections', session, { title: 'DO', specialty: 'Family Medicine', city: 'Austin', state: 'Texas', zip: '78701', languages: ['English', 'Spanish'], graduationYear: 2004 });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ title: 'DO', specialty: 'Family Medicine', city: 'Austin', state: 'TX', zip: '78701', languages: ['English', 'Spanish'], graduationYear: 2004 });
    expect(Object.keys(res.body.corrected).sort()).toEqual(['city', 'graduationYear', 'languages', 'specialty', 'state', 'title', 'zip']);
    expect(res.body.log.filter((e) => e.action === 'field_corrected').map((e) => e.field).sort()).toEqual(['city', 'graduationYear', 'languages', 'specialty', 'state', 'title', 'zip']);
    const stored = await d.physicians.get(record.id);
    expect(stored).toMatchObject({ location: 'Austin, TX', physicianProvided: { title: expect.any(String) } });
    await eventually(() => searchByNpi(npi), (p) => p?.title === 'DO' && p.state === 'TX');

    // A vendor re-import of the same person (by NPI) with its own values: the corrected fields stay, the others follow the vendor.
    const vendor = { ...(stored as NonNullable<typeof stored>), title: 'MD', specialty: 'Cardiology', city: 'Boston', state: 'MA', organization: 'Vendor Health', languages: ['English'], physicianProvided: undefined, hiddenContacts: undefined };
    const { id: _id, version: _v, ...row } = vendor;
    await upsertByIdentity(d.physicians, d.keyring, [{ ...row, source: 'import' }]);
    expect(await d.physicians.get(record.id)).toMatchObject({ title: 'DO', specialty: 'Family Medicine', city: 'Austin', state: 'TX', languages: ['English', 'Spanish'], organization: 'Vendor Health' });

    // The registry (NPPES) owns the place and the specialty, except where the physician corrected them.
    const reg = { npi, firstName: record.firstName, lastName: record.lastName, credential: 'M.D.', city: 'Dallas', state: 'TX', zip: '75201', phone: '', specialty: 'Cardiology', licenseStates: ['TX'], taxonomyCodes: ['207RC0000X'], primaryTaxonomy: '207RC0000X', enumeratedAt: '2010-01-01', lastUpdatedAt: '2026-01-01' } as unknown as RegistryFields;
    const merged = mergeRegistry(reg, (await d.physicians.get(record.id)) ?? undefined, new Date().toISOString());
    expect(merged).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701', specialty: 'Family Medicine', licenseStates: ['TX'] });
  });

  it('refuses bad values with field errors, an unknown field, and no session', async () => {
    const { email } = await plant();
    const session = await sessionFor(email);
    const bad = await post<{ error: { details: Record<string, string[]> } }>('/api/profile/corrections', session, { state: 'Atlantis', zip: '123', graduationYear: 1800 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details).sort()).toEqual(['graduationYear', 'state', 'zip']);
    expect((await post('/api/profile/corrections', session, {})).status).toBe(400);
    expect((await post('/api/profile/corrections', session, { npi: '1234567893' })).status).toBe(400);
    expect((await post('/api/profile/corrections', 'A'.repeat(43), { title: 'DO' })).status).toBe(401);
  });
});

describe('replacing a contact value', () => {
  it('a phone is stored at once as the physician’s and unverified, and survives a vendor re-import', async () => {
    const { d, record, email } = await plant();
    const session = await sessionFor(email);
    const res = await post<ProfileView>('/api/profile/phone', session, { field: 'phone', phone: '(512) 555-0199' });
    expect(res.status).toBe(200);
    const phone = res.body.contacts.find((c) => c.field === 'phone');
    expect(phone).toMatchObject({ masked: '•••• 99', verifiedAt: null, physicianProvidedAt: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain('555-0199');
    const stored = await d.physicians.get(record.id);
    expect(stored?.phone).toBe('(512) 555-0199');
    expect(stored?.phoneVerifiedAt).toBeUndefined();
    const { id: _id, version: _v, physicianProvided: _p, ...row } = stored as NonNullable<typeof stored>;
    await upsertByIdentity(d.physicians, d.keyring, [{ ...row, phone: '(617) 000-0000', phoneVerifiedAt: '2026-06-01T00:00:00.000Z' }]);
    expect((await d.physicians.get(record.id))?.phone).toBe('(512) 555-0199');
  });

  it('an email only with the code mailed to the new address: wrong, expired, reused and too many tries are refused', async () => {
    const { d, record, email, tag } = await plant();
    const session = await sessionFor(email);
    const fresh = `new-${tag}@clinic.org`;
    const asked = await post<{ message: string; validUntil: string }>('/api/profile/email-change', session, { field: 'personalEmail', email: fresh });
    expect(asked.status).toBe(202);
    const code = await codeMailedTo(fresh, 1);
    expect((await d.physicians.get(record.id))?.personalEmail).toBe(email);
    expect((await view(session)).body.pendingEmail).toMatchObject({ field: 'personalEmail', masked: 'n***@c***.org' });

    const wrong = code === '000000' ? '000001' : '000000';
    const refused = await post<{ error: { details: Record<string, string[]> } }>('/api/profile/email-change/confirm', session, { code: wrong });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details.code?.[0]).toContain('4 tries left');
    // Past its 20 minutes the right code is refused too.
    await expect(confirmEmailChange.run(inputWith(session, { code }), at(d, 21))).rejects.toMatchObject({ code: 'VALIDATION' });

    const ok = await post<ProfileView>('/api/profile/email-change/confirm', session, { code });
    expect(ok.status).toBe(200);
    expect(ok.body.contacts.find((c) => c.field === 'personalEmail')).toMatchObject({ masked: 'n***@c***.org', verifiedAt: expect.any(String), physicianProvidedAt: expect.any(String) });
    expect(ok.body.pendingEmail).toBeNull();
    expect((await d.physicians.get(record.id))?.personalEmail).toBe(fresh);
    expect((await d.physicians.idsByEmail(fresh))).toEqual([record.id]);
    expect((await post('/api/profile/email-change/confirm', session, { code })).status).toBe(400);

    // A new request, then five wrong codes: the right one no longer works.
    const third = `third-${tag}@clinic.org`;
    expect((await post('/api/profile/email-change', session, { field: 'workEmail', email: third })).status).toBe(202);
    const code2 = await codeMailedTo(third, 1);
    const wrong2 = code2 === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await post('/api/profile/email-change/confirm', session, { code: wrong2 })).status).toBe(400);
    const late = await post<{ error: { details: Record<string, string[]> } }>('/api/profile/email-change/confirm', session, { code: code2 });
    expect(late.status).toBe(400);
    expect(late.body.error.details.code?.[0]).toContain('Too many');
    expect((await d.physicians.get(record.id))?.workEmail).toBeUndefined();
    expect((await post('/api/profile/email-change', session, { field: 'personalEmail', email: 'not an email' })).status).toBe(400);
  });
});

describe('the admin’s list and revert', () => {
  it('lists the changes (admin only), restores the previous value once, and logs it for the physician', async () => {
    const { d, record, email } = await plant();
    const session = await sessionFor(email);
    await post('/api/profile/corrections', session, { title: 'DO' });
    await post('/api/profile/phone', session, { field: 'phone', phone: '(512) 555-0142' });
    await post('/api/profile/contact-visibility', session, { field: 'personalEmail', hidden: true });
    const admin = await tokenOf('admin');
    const path = `/api/admin/physicians/${record.id}/profile-changes`;
    expect((await api(path, { token: (await makeUser({ tier: 'premium' })).token })).status).toBe(403);
    expect((await api(path)).status).toBe(401);
    const list = await api<ProfileChangeList>(path, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.items.map((c) => [c.action, c.field])).toEqual([
      ['field_hidden', 'personalEmail'],
      ['contact_replaced', 'phone'],
      ['field_corrected', 'title'],
    ]);
    expect(JSON.stringify(list.body)).not.toContain('555-0142');
    const [hide, phone, title] = list.body.items;

    const revert = (id: string, token = admin) => api<ProfileChangeList>(`${path}/${id}/revert`, { method: 'POST', token });
    expect((await revert(title?.changeId ?? '', (await makeUser({ tier: 'premium' })).token)).status).toBe(403);
    expect((await revert(title?.changeId ?? '')).status).toBe(200);
    expect((await revert(title?.changeId ?? '')).status).toBe(409);
    expect((await revert('1-00000000')).status).toBe(404);
    expect((await revert(phone?.changeId ?? '')).status).toBe(200);
    expect((await revert(hide?.changeId ?? '')).status).toBe(200);
    const back = await d.physicians.get(record.id);
    expect(back).toMatchObject({ title: record.title, phone: record.phone, phoneVerifiedAt: record.phoneVerifiedAt });
    expect(back?.physicianProvided).toBeUndefined();
    expect(back?.hiddenContacts).toBeUndefined();
    const page = await view(session);
    expect(page.body.log.filter((e) => e.action === 'change_reverted').map((e) => e.field).sort()).toEqual(['personalEmail', 'phone', 'title']);
    expect(page.body.contacts.find((c) => c.field === 'personalEmail')?.hidden).toBe(false);
  });
});

describe('hidden contact fields in search', () => {
  it('no longer count in hasEmail / hasPhone once hidden, and count again once shown', async () => {
    const { email, npi } = await plant();
    const session = await sessionFor(email);
    await eventually(() => searchByNpi(npi), (p) => p?.hasEmail === true && p.hasPhone === true);
    await post('/api/profile/contact-visibility', session, { field: 'personalEmail', hidden: true });
    await post('/api/profile/contact-visibility', session, { field: 'phone', hidden: true });
    await eventually(() => searchByNpi(npi), (p) => p?.hasEmail === false && p.hasPhone === false);
    await post('/api/profile/contact-visibility', session, { field: 'phone', hidden: false });
    await eventually(() => searchByNpi(npi), (p) => p?.hasEmail === false && p.hasPhone === true);
  });
});

describe('removal', () => {
  it('deletes the corrections with the profile, the waiting email code, and the values the log kept for reverting', async () => {
    const { d, record, email, tag } = await plant();
    const session = await sessionFor(email);
    await post('/api/profile/corrections', session, { title: 'DO' });
    await post('/api/profile/phone', session, { field: 'phone', phone: '(512) 555-0177' });
    await post('/api/profile/email-change', session, { field: 'workEmail', email: `gone-${tag}@clinic.org` });
    await deletePhysiciansEverywhere(d, [record.id]);
    const db = documentClient(config());
    const table = config().TABLE_NAME;
    expect(await d.physicians.get(record.id)).toBeNull();
    expect((await db.send(new GetCommand({ TableName: table, Key: { pk: `PROFILE_CODE#${record.id}`, sk: 'EMAIL_CHANGE' } }))).Item).toBeUndefined();
    const { Items = [] } = await db.send(new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': profileKeys.logPartition(record.id) } }));
    expect(Items.length).toBeGreaterThan(0);
    const text = JSON.stringify(Items);
    for (const value of ['555-0177', record.phone, 'gone-', '"DO"']) expect(text).not.toContain(value);
  });
});
