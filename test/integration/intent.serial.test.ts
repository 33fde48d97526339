import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { intentKeys } from '../../functions/adapters/aws/dynamo-intent-store';
import { config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { INTENT_CONSENT_VERSION, INTENT_DAYS } from '../../functions/core/intent';
import { npiIdentity } from '../../functions/core/profile-access';
import type { IntentView } from '../../functions/core/schemas/intent';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { PROFILE_SESSION_HEADER, type ProfileView } from '../../functions/core/schemas/profile';
import type { EndpointInput } from '../../functions/http/endpoint';
import { columnarSearchIndex } from '../../functions/adapters/local/columnar-search-index';
import { summaryOf } from '../../functions/core/physician';
import { runIntentExpiry } from '../../functions/profile/intent-expiry-run';
import { deletePhysiciansEverywhere } from '../../functions/removal/delete-everywhere';
import { searchPhysicians } from '../../functions/search/search-physicians';
import { physicianAt } from '../../scripts/seed/physicians';
import { eventually } from '../support/eventually';
import { mailCountTo, waitForMails } from '../support/mail';
import { api } from '../support/stack';
import { stackDeps } from '../support/users';
import { newNpi } from '../support/physicians';
import { profileSessionFor as sessionFor, locumsInTxAz, optIn } from '../support/intent';

/** Issue 25 items 3 and 4: a physician's opted-in intent, its consent and expiry, and recruiters' filters over it. */

const DAY = 86_400_000;
const withSession = (session: string) => ({ [PROFILE_SESSION_HEADER]: session });
const plant = async () => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const record = { ...physicianAt(25, randomInt(100_000)), id: `in_${tag}`, npi, personalEmail: `intent-${tag}@hospital.org`, workEmail: undefined, state: 'NY' };
  expect(await d.physicians.putWithIdentities([{ record, identity: await npiIdentity(d.keyring, npi), claim: true }])).toBe(true);
  return { d, id: record.id, npi, email: record.personalEmail };
};


const search = (qs: string) => api<PhysicianSearchResult>(`/api/physicians?${qs}`);
const foundIn = async (qs: string): Promise<string[]> => (await search(qs)).body.items.map((i) => i.id);
const entryOf = async (id: string) => (await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: intentKeys.entry(id), ConsistentRead: true }))).Item;
const at = (d: Deps, ms: number): Deps => Object.assign(Object.create(d) as Deps, { now: () => new Date(Date.now() + ms) });
const searchInput: EndpointInput = { query: undefined, body: undefined, params: undefined, principal: null, headers: {}, rawBody: '', sourceIp: '127.0.0.1' };

describe('intent: opting in', () => {
  it('is reachable only with the mailed proof', async () => {
    for (const [method, body] of [['GET', undefined], ['POST', locumsInTxAz], ['DELETE', undefined]] as const) {
      expect((await api('/api/profile/intent', { method, ...(body ? { body } : {}) })).status).toBe(401);
      expect((await api('/api/profile/intent', { method, ...(body ? { body } : {}), headers: withSession('x'.repeat(43)) })).status).toBe(401);
    }
  });

  it('refuses without the box ticked, with a stale wording version, or with bad values (field errors, nothing stored)', async () => {
    const { id, email } = await plant();
    const session = await sessionFor(email);
    const refused = [
      [{ ...locumsInTxAz, consent: false }, 'consent'],
      [{ ...locumsInTxAz, consent: undefined }, 'consent'],
      [{ ...locumsInTxAz, consentVersion: 'old' }, 'consentVersion'],
      [{ ...locumsInTxAz, preferredStates: ['Narnia'] }, 'preferredStates'],
      [{ ...locumsInTxAz, employmentTypes: ['forever'] }, 'employmentTypes'],
      [{ ...locumsInTxAz, availableFrom: 'next March' }, 'availableFrom'],
      [{ ...locumsInTxAz, compensationFloor: -1 }, 'compensationFloor'],
    ] as const;
    for (const [body, field] of refused) {
      const res = await optIn(session, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect((await (await stackDeps()).physicians.get(id))?.intent).toBeUndefined();
    expect(await entryOf(id)).toBeUndefined();
  });

  it('records consent with its time and wording version, expires in 180 days, shows recruiters no private floor, and logs it', async () => {
    const { d, id, email, npi } = await plant();
    const session = await sessionFor(email);
    const before = Date.now();
    const res = await optIn(session);
    expect(res.status).toBe(200);
    const intent = res.body.intent!;
    expect(intent.consentVersion).toBe(INTENT_CONSENT_VERSION);
    expect(Date.parse(intent.consentedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(intent.expiresAt) - Date.parse(intent.consentedAt)).toBe(INTENT_DAYS * DAY);
    expect(intent.preferredStates).toEqual(['TX', 'AZ']);
    expect((await api<IntentView>('/api/profile/intent', { headers: withSession(session) })).body.intent).toEqual(intent);
    const log = (await api<ProfileView>('/api/profile', { headers: withSession(session) })).body.log;
    expect(log.map((e) => e.action)).toContain('intent_set');

    const profile = (await api<PhysicianSummary>(`/api/physicians/${id}`)).body;
    expect(profile.intent?.status).toBe('open');
    expect(profile.intent).not.toHaveProperty('compensationFloor');
    expect(profile.intent).not.toHaveProperty('compensationRange');
    expect(JSON.stringify(profile)).not.toContain('312000');

    // Found by preferred state although they live in NY; the badge's data rides on the row.
    const row = await eventually(() => search(`npi=${npi}&openToWork=true&preferredState=AZ`), (r) => r.body.items.length === 1);
    expect(row.body.items[0]?.intent?.employmentTypes).toEqual(['locums']);
    expect(await foundIn(`npi=${npi}&preferredState=CA`)).toEqual([]);
    expect(await foundIn(`npi=${npi}&employmentType=locums&availableBy=2027-03-01&visa=citizen_or_green_card`)).toEqual([id]);
    expect(await foundIn(`npi=${npi}&availableBy=2027-02-28`)).toEqual([]);

    // Sharing the floor shows a band, never the figure.
    const shared = await optIn(session, { ...locumsInTxAz, shareCompensation: true });
    expect(shared.status).toBe(200);
    expect((await api<PhysicianSummary>(`/api/physicians/${id}`)).body.intent?.compensationRange).toEqual({ min: 300_000, max: 325_000 });
    // A renewal keeps when they became open (no second "newly open" for alerts).
    expect(shared.body.intent?.openedAt).toBe(intent.openedAt);
    expect((await d.physicians.get(id))?.intent?.compensationFloor).toBe(312_000);
  });

  it('rejects filter values it cannot mean (400 with the field)', async () => {
    for (const [qs, field] of [['preferredState=Narnia', 'preferredState'], ['employmentType=forever', 'employmentType'], ['availableBy=soon', 'availableBy'], ['visa=tourist', 'visa'], ['openToWork=maybe', 'openToWork']] as const) {
      const res = await search(qs);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });
});

describe('intent: without consent, withdrawn, expired, removed', () => {
  it('never appears for a physician who did not opt in', async () => {
    const { id, npi } = await plant();
    expect((await api<PhysicianSummary>(`/api/physicians/${id}`)).body).not.toHaveProperty('intent');
    await eventually(() => foundIn(`npi=${npi}`), (ids) => ids.length === 1);
    expect(await foundIn(`npi=${npi}&openToWork=true`)).toEqual([]);
  });

  it('withdrawing deletes it at once and the physician leaves the filter', async () => {
    const { d, id, email, npi } = await plant();
    const session = await sessionFor(email);
    expect((await optIn(session)).status).toBe(200);
    await eventually(() => foundIn(`npi=${npi}&openToWork=true&preferredState=AZ`), (ids) => ids.length === 1);
    expect((await api('/api/profile/intent', { method: 'DELETE', headers: withSession(session) })).status).toBe(204);
    expect((await d.physicians.get(id))?.intent).toBeUndefined();
    expect(await entryOf(id)).toBeUndefined();
    expect((await api<IntentView>('/api/profile/intent', { headers: withSession(session) })).body.intent).toBeNull();
    await eventually(() => foundIn(`npi=${npi}&openToWork=true&preferredState=AZ`), (ids) => ids.length === 0);
    expect((await api<ProfileView>('/api/profile', { headers: withSession(session) })).body.log.map((e) => e.action)).toContain('intent_withdrawn');
    // Idempotent.
    expect((await api('/api/profile/intent', { method: 'DELETE', headers: withSession(session) })).status).toBe(204);
  });

  it('mails one reminder 30 days before expiry, stops matching at expiry before the job runs, and the job deletes it', async () => {
    const { d, id, email, npi } = await plant();
    const session = await sessionFor(email);
    expect((await optIn(session)).status).toBe(200);
    const mails = await mailCountTo(email);

    // 100 days on: nothing due.
    expect((await runIntentExpiry(at(d, 100 * DAY))).reminded).toBe(0);
    // 151 days on (29 left): one reminder, and only one however often the job runs.
    await runIntentExpiry(at(d, 151 * DAY));
    await runIntentExpiry(at(d, 152 * DAY));
    const sent = await waitForMails(email, mails + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailCountTo(email)).toBe(mails + 1);
    expect(sent.at(-1)?.subject).toMatch(/expire soon/);
    expect((await entryOf(id))?.remindedAt).toBeTruthy();

    // Expired at query time, before any job: a search with its clock 181 days on neither matches nor shows it (an engine of its own, fed the profile as it is now).
    const engine = columnarSearchIndex();
    await engine.upsert([summaryOf((await d.physicians.get(id))!)]);
    // The deps' search is a getter: defined, not assigned, on the shifted copy.
    const withEngine = (ms: number): Deps => Object.defineProperty(Object.create(at(d, ms)) as Deps, 'search', { value: engine });
    const run = async (deps: Deps, query: Record<string, unknown>) => ((await searchPhysicians.run({ ...searchInput, query: { npi, page: 1, sortDirection: 'asc', ...query } }, deps)).body as PhysicianSearchResult).items;
    expect((await run(withEngine(179 * DAY), { openToWork: true })).map((i) => i.id)).toEqual([id]);
    expect(await run(withEngine(181 * DAY), { openToWork: true })).toEqual([]);
    const [shown] = await run(withEngine(181 * DAY), {});
    expect(shown?.id).toBe(id);
    expect(shown).not.toHaveProperty('intent');
    const later = at(d, 181 * DAY);

    // The job then deletes it and logs it.
    expect((await runIntentExpiry(later)).expired).toBeGreaterThanOrEqual(1);
    expect((await d.physicians.get(id))?.intent).toBeUndefined();
    expect(await entryOf(id)).toBeUndefined();
  });

  it('a removal deletes the intent with the profile and its expiry entry', async () => {
    const { d, id, email } = await plant();
    const session = await sessionFor(email);
    expect((await optIn(session)).status).toBe(200);
    expect(await entryOf(id)).toBeTruthy();
    await deletePhysiciansEverywhere(d, [id]);
    expect(await d.physicians.get(id)).toBeNull();
    expect(await entryOf(id)).toBeUndefined();
    expect((await api('/api/profile/intent', { headers: withSession(session) })).status).toBe(404);
  });
});
