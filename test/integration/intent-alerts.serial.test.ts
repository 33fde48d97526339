import { describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../functions/core/schemas/saved-searches';
import { eventually } from '../support/eventually';
import { locumsInTxAz, optIn, plantPhysician, profileSessionFor, withSession } from '../support/intent';
import { mailCountTo, waitForMails } from '../support/mail';
import { api, stack } from '../support/stack';
import { makeUser } from '../support/users';

/** The local schedule on demand (scripts/local/alert-timer.ts): every enabled alert runs now. */
const runAllAlerts = async () => {
  const res = await fetch(`${stack().url}/_local/alerts/run?all=1`, { method: 'POST' });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { failed: number }).failed).toBe(0);
};

/** Issue 25, item 4: a saved-search alert over intent fires on "newly open to opportunities", once per physician. */
describe('intent: "newly open" saved-search alerts', () => {
  it('fires after a physician opts in, names them once, and not again for a renewal or a run with nothing new', async () => {
    const { npi, email, id } = await plantPhysician('ia');
    const u = await makeUser({ tier: 'premium' });
    // The NPI keeps the search to this physician: other tests open others at the same time.
    const saved = await api<SavedSearch>('/api/saved-searches', { method: 'POST', token: u.token, body: { name: 'Open in AZ', searchParams: { npi, openToWork: true, preferredState: ['AZ'] } } });
    expect(saved.status).toBe(201);
    expect(saved.body.searchParams).toMatchObject({ openToWork: true, preferredState: ['AZ'] });
    expect((await api(`/api/saved-searches/${saved.body.id}/alerts`, { method: 'PATCH', token: u.token, body: { alerts: 'daily' } })).status).toBe(200);

    // Published long before the alert was on: nothing to send while they are not open.
    await runAllAlerts();
    expect(await mailCountTo(u.email)).toBe(0);

    const session = await profileSessionFor(email);
    expect((await optIn(session)).status).toBe(200);
    await eventually(async () => (await api<{ total: number }>(`/api/physicians?npi=${npi}&openToWork=true&preferredState=AZ`)).body.total, (n) => n === 1, 30_000);
    // The window ends the stack's index lag before the run: run until the digest arrives.
    await eventually(async () => (await runAllAlerts(), mailCountTo(u.email)), (n) => n > 0, 30_000);
    const [mail] = await waitForMails(u.email, 1);
    expect(mail?.subject).toBe('1 new physician matches your saved search');
    const text = mail?.body.text ?? '';
    expect(text).toContain('Open in AZ: 1 new');
    expect(text.split(`/physicians/${id}`).length - 1).toBe(1);

    // Nothing new since, then a renewal of the same consent (it keeps openedAt): no second mail.
    await runAllAlerts();
    expect((await optIn(session, { ...locumsInTxAz, shareCompensation: true })).status).toBe(200);
    const renewed = await eventually(async () => (await api<{ items: { intent?: { compensationRange?: unknown } }[] }>(`/api/physicians?npi=${npi}&openToWork=true`)).body.items[0]?.intent?.compensationRange, Boolean, 30_000);
    expect(renewed).toBeTruthy();
    await runAllAlerts();
    await runAllAlerts();
    expect(await mailCountTo(u.email)).toBe(1);

    // Withdrawn: still no mail (leaving the filter is not news).
    expect((await api('/api/profile/intent', { method: 'DELETE', headers: withSession(session) })).status).toBe(204);
    await runAllAlerts();
    expect(await mailCountTo(u.email)).toBe(1);
  }, 150_000);
});
