import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../functions/core/schemas/saved-searches';
import { eventually } from '../support/eventually';
import { mailCountTo, waitForMails } from '../support/mail';
import { api, stack, tokenOf } from '../support/stack';
import { submitAndConfirm } from '../support/submissions';
import { makeUser, type TestUser } from '../support/users';

/** The local schedule on demand (scripts/local/alert-timer.ts): every enabled alert runs now. */
const runAllAlerts = async () => {
  const res = await fetch(`${stack().url}/_local/alerts/run?all=1`, { method: 'POST' });
  expect(res.status).toBe(200);
  const result = (await res.json()) as { alerts: number; digests: number; failed: number };
  expect(result.failed).toBe(0);
  return result;
};
const listOf = async (u: TestUser) => (await api<SavedSearch[]>('/api/saved-searches', { token: u.token })).body;

let admin: string;
beforeAll(async () => {
  admin = await tokenOf('admin');
});

describe('saved-search alerts, end to end on the local stack', () => {
  it('a newly approved matching resume reaches the digest; nothing new sends nothing; the mailed unsubscribe works, a tampered one does not', async () => {
    const lastName = `Alertwell${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
    const u = await makeUser({ tier: 'premium' });
    const saved = await api<SavedSearch>('/api/saved-searches', { method: 'POST', token: u.token, body: { name: 'New Alertwells', searchParams: { query: lastName } } });
    expect(saved.status).toBe(201);
    expect((await api(`/api/saved-searches/${saved.body.id}/alerts`, { method: 'PATCH', token: u.token, body: { alerts: 'daily' } })).status).toBe(200);

    const email = `alert-${randomUUID()}@example.com`;
    const submissionId = await submitAndConfirm({
      firstName: 'Grace', lastName, title: 'Attending Physician', companyName: 'Mercy General', specialty: 'Cardiology', email,
      phone: '(555) 010-0199', city: 'Boston', state: 'MA', skills: ['Research'], education: [{ schoolName: 'Yale University', degree: 'MD' }],
    });
    expect((await api(`/api/admin/submissions/${submissionId}/approve`, { method: 'POST', token: admin })).status).toBe(200);

    // Searchable first: a run whose window passed the profile before the (loaded) stream poller indexed it
    // would skip it for good, which is what the stack's index lag guards against, but only up to 5 s.
    await eventually(async () => (await api<{ total: number }>(`/api/physicians?query=${lastName}`)).body.total, (n) => n === 1, 30_000);
    // The window ends the stack's index lag (5 s) before the run: run until the digest arrives.
    const count = await eventually(async () => (await runAllAlerts(), mailCountTo(u.email)), (n) => n > 0, 30_000);
    expect(count).toBe(1);
    const [mail] = await waitForMails(u.email, 1);
    expect(mail?.subject).toBe('1 new physician matches your saved search');
    expect(mail?.body.text).toContain(`New Alertwells: 1 new`);
    expect(mail?.body.text).toMatch(new RegExp(`- Grace ${lastName}, Cardiology, Boston, MA: http://\\S+/physicians/[A-Za-z0-9_-]+`));
    expect(mail?.body.text).toContain(`/search?query=${lastName}`);
    expect(mail?.body.html).toContain(`Grace ${lastName}</a>`);
    expect((await listOf(u))[0]).toMatchObject({ alerts: 'daily', lastDigestAt: expect.any(String) });

    // Nothing new since: no second mail.
    await runAllAlerts();
    await runAllAlerts();
    expect(await mailCountTo(u.email)).toBe(1);

    const token = decodeURIComponent(/alerts\/unsubscribe\?token=(\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '');
    expect(token).not.toBe('');
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await api(`/api/alerts/unsubscribe?token=${encodeURIComponent(tampered)}`, { method: 'POST' });
    expect(refused.status).toBe(400);
    const otherSearch = token.replace(saved.body.id, 'someone-elses-search');
    expect((await api(`/api/alerts/unsubscribe?token=${encodeURIComponent(otherSearch)}`, { method: 'POST' })).status).toBe(400);
    expect((await listOf(u))[0]?.alerts).toBe('daily');

    // A mail client's RFC 8058 one-click POST: a form body, no session.
    const done = await api(`/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect((await listOf(u))[0]?.alerts).toBe('off');
  });

  it('a free user who somehow has an alert gets no digest', async () => {
    // Alerts cannot be turned on by a free user (402), so this one lapsed: premium, on, then the subscription ended.
    const u = await makeUser({ tier: 'premium' });
    const saved = await api<SavedSearch>('/api/saved-searches', { method: 'POST', token: u.token, body: { name: 'Everyone in MA', searchParams: { state: 'MA' } } });
    expect((await api(`/api/saved-searches/${saved.body.id}/alerts`, { method: 'PATCH', token: u.token, body: { alerts: 'daily' } })).status).toBe(200);
    const { stackDeps } = await import('../support/users');
    await (await stackDeps()).users.putSubscription(u.id, { subscribed: false, tier: 'free', status: 'canceled' });
    const email = `alert-${randomUUID()}@example.com`;
    const submissionId = await submitAndConfirm({
      firstName: 'Ada', lastName: 'Lapsed', title: 'Attending Physician', companyName: 'Mercy General', specialty: 'Cardiology', email,
      phone: '(555) 010-0199', city: 'Boston', state: 'MA', skills: ['Research'], education: [{ schoolName: 'Yale University', degree: 'MD' }],
    });
    expect((await api(`/api/admin/submissions/${submissionId}/approve`, { method: 'POST', token: admin })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 6000));
    await runAllAlerts();
    expect(await mailCountTo(u.email)).toBe(0);
  });
});
