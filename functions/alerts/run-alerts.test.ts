import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { memoryAlertStore } from '../../test/support/memory-alert-store';
import { columnarSearchIndex } from '../adapters/local/columnar-search-index';
import { readAlertUnsubscribeToken } from '../core/alert-token';
import type { AlertSchedule } from '../core/alert-ports';
import type { Deps } from '../core/deps';
import type { Keyring } from '../core/ports';
import type { OutgoingMail } from '../core/public-form-ports';
import type { PhysicianSummary } from '../core/schemas/physician';
import { runAlerts } from './run-alerts';

const T0 = Date.parse('2026-03-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const keyring: Keyring = { hmac: async (purpose, value) => createHmac('sha256', `test-key-${purpose}`).update(value).digest('hex') };

const doc = (id: string, specialty: string, publishedAt: string): PhysicianSummary => ({
  id, firstName: 'Ada', lastName: `Doc ${id}`, fullName: `Ada Doc ${id}`, title: 'Attending', specialty, organization: 'Mercy', organizationSize: '',
  organizationRevenue: '', organizationIndustry: '', city: 'Boston', state: 'MA', location: 'Boston, MA', skills: [], education: [],
  licenseStates: [], boardCertifications: [], languages: [], taxonomyCodes: [], hasEmail: true, hasPhone: true, publishedAt,
} as PhysicianSummary);

const daily = (cursor: string, nextRunAt: string, entitlement: AlertSchedule['entitlement'] = 'subscription'): AlertSchedule => ({ frequency: 'daily', entitlement, cursor, nextRunAt });

/** A world: two users, a premium one with two alerts and a free one with one; the clock at `now` minutes. */
const world = async (tiers: Record<string, 'free' | 'premium'> = { u1: 'premium', u2: 'free' }) => {
  const search = columnarSearchIndex();
  await search.upsert([doc('old', 'Cardiology', at(-60)), doc('new1', 'Cardiology', at(10)), doc('new2', 'Neurology', at(20))]);
  const alerts = memoryAlertStore([
    { userId: 'u1', searchId: 's-cardio', name: 'Cardiologists', searchParams: { specialty: ['Cardiology'] }, alert: daily(at(0), at(60)) },
    { userId: 'u1', searchId: 's-neuro', name: 'Neurologists', searchParams: { specialty: ['Neurology'] }, alert: daily(at(0), at(60)) },
    { userId: 'u1', searchId: 's-later', name: 'Not due', searchParams: { specialty: ['Dermatology'] }, alert: daily(at(0), at(2000)) },
    { userId: 'u2', searchId: 's-free', name: 'Free', searchParams: { specialty: ['Cardiology'] }, alert: daily(at(0), at(60)) },
  ]);
  const mails: OutgoingMail[] = [];
  let now = T0 + 61 * 60_000;
  let failSends = 0;
  const d = {
    alerts: alerts.store,
    search,
    keyring,
    config: { SITE_URL: 'https://site.example' },
    now: () => new Date(now),
    users: {
      get: async (id: string) => ({ id, email: `${id}@example.com`, createdAt: at(-1000) }),
      subscriptionOf: async (id: string) => (tiers[id] === 'premium' ? { subscribed: true, tier: 'premium', status: 'active' } : null),
    },
    // Nobody here is in a team (issue 26): the runner reads the link and finds none.
    teams: { linkOf: async () => null },
    mailer: {
      send: async (m: OutgoingMail) => {
        if (failSends-- > 0) throw new Error('SES refused');
        mails.push(m);
      },
    },
  } as unknown as Deps; // only what runAlerts reads
  return { d, alerts, mails, search, setNow: (m: number) => (now = T0 + m * 60_000), failNextSend: () => (failSends = 1) };
};

describe('runAlerts', () => {
  it('runs only due alerts; one digest per user with the new matches of each search; free users get none', async () => {
    const w = await world();
    expect(await runAlerts(w.d)).toEqual({ alerts: 3, digests: 1, failed: 0 });
    expect(w.mails).toHaveLength(1);
    const [mail] = w.mails as [OutgoingMail];
    expect(mail.to).toBe('u1@example.com');
    expect(mail.subject).toBe('2 new physicians match your saved searches');
    expect(mail.text).toContain('Cardiologists: 1 new');
    expect(mail.text).toContain('- Ada Doc new1, Cardiology, Boston, MA: https://site.example/physicians/new1');
    expect(mail.text).toContain('Neurologists: 1 new');
    expect(mail.text).not.toContain('Doc old');
    expect(mail.text).toContain('See the search: https://site.example/search?specialty=Cardiology');
    expect(mail.html).toContain('<a href="https://site.example/physicians/new2">Ada Doc new2</a>');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const header = /token=([^>]+)>/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    expect(await readAlertUnsubscribeToken(keyring, decodeURIComponent(header))).toEqual({ userId: 'u1', searchIds: ['s-cardio', 's-neuro'] });
    // Every due alert moved on a day; the free user's too (no mail, nothing queued), the one not due did not.
    const byId = Object.fromEntries(w.alerts.searches.map((s) => [s.searchId, s]));
    expect(byId['s-cardio']?.alert).toMatchObject({ cursor: at(61), nextRunAt: at(60 + 1440) });
    expect(byId['s-cardio']?.lastDigestAt).toBe(at(61));
    expect(byId['s-free']?.alert).toMatchObject({ cursor: at(61), nextRunAt: at(60 + 1440) });
    expect(byId['s-free']?.lastDigestAt).toBeUndefined();
    expect(byId['s-later']?.alert).toMatchObject({ cursor: at(0), nextRunAt: at(2000) });
  });

  it('sends nothing when nothing new was published since the last run, and nothing for a run that is not due', async () => {
    const w = await world();
    await runAlerts(w.d);
    w.setNow(62);
    expect(await runAlerts(w.d)).toEqual({ alerts: 0, digests: 0, failed: 0 });
    w.setNow(61 + 1440);
    expect(await runAlerts(w.d)).toMatchObject({ alerts: 3, digests: 0 });
    expect(w.mails).toHaveLength(1);
    // A profile published after the last window reaches the next digest, alone.
    await w.search.upsert([doc('new3', 'Neurology', at(1600))]);
    w.setNow(61 + 2 * 1440);
    await runAlerts(w.d);
    expect(w.mails).toHaveLength(2);
    expect(w.mails[1]?.subject).toBe('1 new physician matches your saved search');
    expect(w.mails[1]?.text).toContain('Ada Doc new3');
  });

  it('ends the window the index lag before now, so a profile indexed late is in the next digest, not lost', async () => {
    const w = await world();
    await runAlerts(w.d, { indexLagMs: 45 * 60_000 }); // until = minute 16: new1 in, new2 (minute 20) left for the next run
    expect(w.mails[0]?.text).toContain('new1');
    expect(w.mails[0]?.text).not.toContain('new2');
    w.setNow(61 + 1440);
    await runAlerts(w.d, { indexLagMs: 45 * 60_000 });
    expect(w.mails[1]?.text).toContain('new2');
    expect(w.mails[1]?.text).not.toContain('new1');
  });

  it('a run that crashed after claiming or after sending resumes without a second mail', async () => {
    for (const crashAfter of ['claim', 'send'] as const) {
      const w = await world();
      await expect(runAlerts(w.d, { crashAfter })).rejects.toThrow(`crash after ${crashAfter}`);
      expect(w.mails).toHaveLength(crashAfter === 'send' ? 1 : 0);
      // The resumed run finds the sent markers: the alerts move on, no mail goes (again).
      w.setNow(70);
      expect(await runAlerts(w.d)).toMatchObject({ digests: 0, failed: 0 });
      expect(w.mails).toHaveLength(crashAfter === 'send' ? 1 : 0);
      const cardio = w.alerts.searches.find((s) => s.searchId === 's-cardio');
      expect(cardio?.alert).toMatchObject({ cursor: at(61), nextRunAt: at(60 + 1440) });
      expect(cardio?.lastDigestAt).toBe(at(61));
    }
  });

  it('a mail the provider refused is retried by the next run, once', async () => {
    const w = await world();
    w.failNextSend();
    expect(await runAlerts(w.d)).toMatchObject({ digests: 0, failed: 2 });
    expect(w.alerts.markers.size).toBe(0);
    w.setNow(65);
    expect(await runAlerts(w.d)).toMatchObject({ digests: 1, failed: 0 });
    expect(w.mails).toHaveLength(1);
  });

  it("an admin's alerts run without a subscription; a lapsed subscriber's do not", async () => {
    const w = await world({ u1: 'free', u2: 'free' });
    w.alerts.searches[3]!.alert = daily(at(0), at(60), 'admin');
    await runAlerts(w.d);
    expect(w.mails.map((m) => m.to)).toEqual(['u2@example.com']);
  });
});
