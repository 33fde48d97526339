import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactReveal, contactReveal } from '../../functions/core/schemas/physician';
import { type PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { type Usage, usage } from '../../functions/core/schemas/usage';
import { physicianAt } from '../../scripts/seed/physicians';
import { api, tokenOf } from '../support/stack';
import { type TestUser, makeUser, stackDeps } from '../support/users';

/**
 * Issue 21 item 2: a reveal that finds nothing on file spends no allowance
 * and is not logged; one that hands out a contact spends one. Serial: it
 * plants profiles of its own (no seeded profile lacks both email and phone),
 * which would move the totals other files assert on.
 */

const tag = randomUUID().slice(0, 8);
const ids = { nothing: `ra_${tag}_none`, invalidOnly: `ra_${tag}_invalid`, contact: `ra_${tag}_contact` };
const noContact = { personalEmail: undefined, personalEmailVerifiedAt: undefined, workEmail: undefined, workEmailVerifiedAt: undefined, phone: undefined, phoneVerifiedAt: undefined, directDial: undefined, directDialVerifiedAt: undefined };

beforeAll(async () => {
  const d = await stackDeps();
  await d.physicians.putMany([
    { ...physicianAt(21, 9000), ...noContact, id: ids.nothing },
    { ...physicianAt(21, 9001), ...noContact, phone: '555-010-0142', id: ids.invalidOnly },
    { ...physicianAt(21, 9002), ...noContact, personalEmail: `pe-${ids.contact}@example.com`, id: ids.contact },
  ]);
  // The only number on file is marked invalid: after withoutInvalid there is nothing to hand out.
  const verdict = await api(`/api/admin/physicians/${ids.invalidOnly}/contact-status`, { method: 'POST', token: await tokenOf('admin'), body: { field: 'phone', status: 'invalid' } });
  expect(verdict.status).toBe(200);
});

afterAll(async () => {
  const d = await stackDeps();
  for (const id of Object.values(ids)) await d.contactReports.removePhysician(id);
  await d.physicians.deleteMany(Object.values(ids));
});

const reveal = (user: TestUser, id: string) => api<ContactReveal>(`/api/physicians/${id}/contact`, { method: 'POST', token: user.token });
const revealsUsed = async (user: TestUser): Promise<number> => {
  const res = await api<Usage>('/api/me/usage', { token: user.token });
  expect(res.status).toBe(200);
  return usage.parse(res.body).reveals.used;
};

describe('POST /api/physicians/{id}/contact and the daily allowance', () => {
  it('leaves the usage unchanged when nothing is on file (or all of it is marked invalid), and reduces it by one for a contact', async () => {
    const user = await makeUser({ tier: 'basic' });
    const d = await stackDeps();
    expect(await revealsUsed(user)).toBe(0);

    for (const id of [ids.nothing, ids.invalidOnly]) {
      const res = await reveal(user, id);
      expect(res.status).toBe(200);
      expect(contactReveal.parse(res.body)).toMatchObject({ email: null, phone: null, workEmail: null, directDial: null });
      expect(await revealsUsed(user)).toBe(0);
      // Nobody saw a contact: nothing for the audit log, nor for the 30-day figures it feeds.
      expect(await d.activity.hasRevealed(user.id, id)).toBe(false);
    }

    const res = await reveal(user, ids.contact);
    expect(res.status).toBe(200);
    expect(contactReveal.parse(res.body).email).toBe(`pe-${ids.contact}@example.com`);
    expect(await revealsUsed(user)).toBe(1);
    expect(await d.activity.hasRevealed(user.id, ids.contact)).toBe(true);
  });

  it('past the cap (5 in tests) still refuses a contact (429) and answers an empty reveal without counting it', async () => {
    const user = await makeUser({ tier: 'premium' });
    // Seeded profiles all have a contact; the ones planted here may be indexed by now and are left out.
    const planted = new Set(Object.values(ids));
    const seeded = (await api<PhysicianSearchResult>('/api/physicians', { token: user.token })).body.items.map((p) => p.id).filter((id) => !planted.has(id)).slice(0, 5);
    for (const id of seeded) expect((await reveal(user, id)).status).toBe(200);
    expect(await revealsUsed(user)).toBe(5);

    expect((await reveal(user, ids.contact)).status).toBe(429);
    const empty = await reveal(user, ids.nothing);
    expect(empty.status).toBe(200);
    expect(contactReveal.parse(empty.body)).toMatchObject({ email: null, phone: null });
    expect(await revealsUsed(user)).toBe(5);
  });
});

describe('the daily counter (DynamoDB): a first draw of the day larger than the cap', () => {
  it('is refused and counts nothing, where the conditional ADD alone would have let it through (no counter yet)', async () => {
    const d = await stackDeps();
    const [userId, day] = [`ra_${tag}_first_draw`, '2026-11-28'];
    expect(await d.activity.consumeDaily(userId, 'export', day, 101, 100)).toBe(false);
    expect(await d.activity.usedOn(userId, 'export', day)).toBe(0);
    expect(await d.activity.consumeDaily(userId, 'export', day, 100, 100)).toBe(true);
    expect(await d.activity.consumeDaily(userId, 'export', day, 1, 100)).toBe(false);
    expect(await d.activity.usedOn(userId, 'export', day)).toBe(100);
  });
});
