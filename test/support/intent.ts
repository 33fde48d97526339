import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { INTENT_CONSENT_VERSION } from '../../functions/core/intent';
import { npiIdentity } from '../../functions/core/profile-access';
import type { IntentView } from '../../functions/core/schemas/intent';
import { PROFILE_SESSION_HEADER, type ProfileSession } from '../../functions/core/schemas/profile';
import { physicianAt } from '../../scripts/seed/physicians';
import { viewerHeaders } from './clients';
import { profileTokensMailedTo, mailCountTo, waitForMails } from './mail';
import { newNpi } from './physicians';
import { api } from './stack';
import { stackDeps } from './users';

/** Issue 25 helpers: a physician of their own per test, their mailed proof, and opting in. */
export const withSession = (session: string) => ({ [PROFILE_SESSION_HEADER]: session });

/** A profile with a fresh NPI and email, living in NY (so a preferred state finds them elsewhere). */
export const plantPhysician = async (prefix = 'in') => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const npi = newNpi();
  const record = { ...physicianAt(25, randomInt(100_000)), id: `${prefix}_${tag}`, npi, personalEmail: `intent-${tag}@hospital.org`, workEmail: undefined, state: 'NY' };
  expect(await d.physicians.putWithIdentities([{ record, identity: await npiIdentity(d.keyring, npi), claim: true }])).toBe(true);
  return { d, id: record.id, npi, email: record.personalEmail, record };
};

export const profileSessionFor = async (email: string): Promise<string> => {
  const before = await mailCountTo(email);
  await api('/api/profile-access', { method: 'POST', body: { email }, headers: viewerHeaders() });
  await waitForMails(email, before + 1);
  const [token] = await profileTokensMailedTo(email, before + 1);
  const res = await api<ProfileSession>('/api/profile-access/confirm', { method: 'POST', body: { token }, headers: viewerHeaders() });
  expect(res.status).toBe(200);
  return res.body.session;
};

export const locumsInTxAz = {
  status: 'open', preferredStates: ['TX', 'az'], employmentTypes: ['locums'], availableFrom: '2027-03-01', visa: 'citizen_or_green_card',
  compensationFloor: 312_000, shareCompensation: false, consent: true, consentVersion: INTENT_CONSENT_VERSION,
};
export const optIn = (session: string, body: Record<string, unknown> = locumsInTxAz) =>
  api<IntentView>('/api/profile/intent', { method: 'POST', body, headers: withSession(session) });
