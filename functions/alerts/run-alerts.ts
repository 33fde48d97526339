import { subscriptionRecordFor } from '../core/subscription';
import { usesIntent } from '../core/search/intent-predicates';
import type { DueAlert, SentMarker } from '../core/alert-ports';
import { nextRunAfter } from '../core/alert-schedule';
import { alertUnsubscribeToken } from '../core/alert-token';
import { tierCovers } from '../core/access';
import type { Deps } from '../core/deps';
import type { SearchFilters } from '../core/ports';
import { physicianSelectAllQuery } from '../core/schemas/physician-search';
import { DIGEST_NAMES_MAX, type DigestSection, digestMail, searchPathOf } from './digest-mail';
import { digestPhysician } from './digest-details';

/** Alerts read per query; a run keeps reading until none is due. */
const BATCH = 200;
/** A run stops after this many batches and leaves the rest to the next run (a guard against a loop, never reached in practice). */
const MAX_BATCHES = 50;

export interface AlertRunOptions {
  /** Alerts with nextRunAt at or before it are due (default d.now()); later (`npm run alerts:run -- --all`) runs alerts early. */
  readonly dueBy?: Date;
  /**
   * How far behind `at` the publication window ends: a profile written just before the run may not be in the
   * index yet, and the next run starts where this one ended, so it must not be skipped. AWS: 5 minutes.
   */
  readonly indexLagMs?: number;
  /** Tests: throws between steps to prove a resumed run sends nothing twice. */
  readonly crashAfter?: 'claim' | 'send';
}

export interface AlertRunResult {
  readonly alerts: number;
  readonly digests: number;
  readonly failed: number;
}

const filtersOf = (params: Record<string, unknown>): SearchFilters | null => {
  // The search's own rules (select-all takes the same filter set): a saved search that no longer parses is skipped.
  const parsed = physicianSelectAllQuery.safeParse(params);
  return parsed.success ? parsed.data : null;
};

/**
 * Runs every due alert (issue 17): per user, the profiles each alert's
 * search finds that were published in (cursor, until], one digest mail for
 * the alerts that found any, none when nothing is new. Order of writes, so a
 * run that stops anywhere resumes without a second mail: (1) the sent markers
 * of the digest's alerts, in one transaction, BEFORE the mail; (2) the mail;
 * (3) each alert moves to its next run. A resumed run finds the markers and
 * only does (3). The price: a crash between (1) and (2) loses that digest
 * (at most once, never twice); a mail the provider refused releases its markers.
 */
export const runAlerts = async (d: Deps, options: AlertRunOptions = {}): Promise<AlertRunResult> => {
  const at = d.now();
  const dueBy = options.dueBy ?? at;
  const until = new Date(at.getTime() - (options.indexLagMs ?? 0)).toISOString();
  let [alerts, digests, failed] = [0, 0, 0];
  const skipped = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const due = (await d.alerts.due(dueBy, BATCH)).filter((a) => !skipped.has(`${a.userId}/${a.searchId}`));
    if (!due.length) break;
    const byUser = new Map<string, DueAlert[]>();
    for (const a of due) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
    for (const [userId, mine] of byUser) {
      alerts += mine.length;
      try {
        if (await runUser(d, userId, mine, at, until, options)) digests++;
      } catch (e) {
        if (options.crashAfter) throw e;
        failed += mine.length;
        // Left due for the next run; not again in this one.
        for (const a of mine) skipped.add(`${a.userId}/${a.searchId}`);
      }
    }
  }
  return { alerts, digests, failed };
};

/** True when a digest was sent. */
const runUser = async (d: Deps, userId: string, due: DueAlert[], at: Date, until: string, options: AlertRunOptions): Promise<boolean> => {
  // The cursor never moves back (a run early after turning alerts on ends its window before the cursor).
  const advance = (a: DueAlert, cursor: string, lastDigestAt?: string) =>
    d.alerts.advance(userId, a.searchId, a.alert.nextRunAt, { cursor: cursor > a.alert.cursor ? cursor : a.alert.cursor, nextRunAt: nextRunAfter(a.alert.nextRunAt, a.alert.frequency, at), ...(lastDigestAt ? { lastDigestAt } : {}) });

  // A resumed run: these digests went (or were claimed) already; only moving on is left.
  const markers = await d.alerts.sentMarkers(due.map((a) => ({ userId, searchId: a.searchId, runAt: a.alert.nextRunAt })));
  const sent = new Map(markers.map((m) => [m.searchId, m]));
  for (const a of due) {
    const m = sent.get(a.searchId);
    if (m && m.runAt === a.alert.nextRunAt) await advance(a, m.until, m.sentAt);
  }
  const open = due.filter((a) => !sent.has(a.searchId));
  if (!open.length) return false;

  const [user, subscription] = await Promise.all([d.users.get(userId), subscriptionRecordFor(d, userId)]);
  const entitled = (a: DueAlert) => a.alert.entitlement === 'admin' || (subscription !== null && tierCovers(subscription, 'basic'));
  const sections: Array<{ alert: DueAlert; section: DigestSection }> = [];
  for (const a of open) {
    const filters = filtersOf(a.searchParams);
    if (!user || !filters || !entitled(a)) continue;
    const page = await d.search.search(newSince(filters, a.alert.cursor, until), { offset: 0, limit: DIGEST_NAMES_MAX });
    if (!page.total) continue;
    const section: DigestSection = {
      name: a.name,
      searchPath: searchPathOf(a.searchParams),
      total: page.total,
      physicians: page.items.map((p) => digestPhysician(filters, p)),
      unsubscribeToken: await alertUnsubscribeToken(d.keyring, userId, [a.searchId]),
    };
    sections.push({ alert: a, section });
  }
  const withNews = new Set(sections.map((s) => s.alert.searchId));
  // Nothing new (or no longer entitled): no mail, the window moves on.
  for (const a of open) if (!withNews.has(a.searchId)) await advance(a, until);
  if (!sections.length || !user) return false;

  const sentAt = d.now().toISOString();
  const claims: SentMarker[] = sections.map(({ alert }) => ({ userId, searchId: alert.searchId, runAt: alert.alert.nextRunAt, until, sentAt }));
  if (!(await d.alerts.claimSends(claims))) return false; // another runner has this digest
  if (options.crashAfter === 'claim') throw new Error('crash after claim (test)');
  const allToken = await alertUnsubscribeToken(d.keyring, userId, sections.map((s) => s.alert.searchId));
  try {
    await d.mailer.send(digestMail({ to: user.email, siteUrl: d.config.SITE_URL, sections: sections.map((s) => s.section), allToken }));
  } catch (e) {
    await d.alerts.releaseSends(claims);
    throw e;
  }
  if (options.crashAfter === 'send') throw new Error('crash after send (test)');
  for (const { alert } of sections) await advance(alert, until, sentAt);
  return true;
};

/**
 * What is new for an alert since its cursor: profiles published in the
 * window; for a search over intent (issue 25), physicians who became open to
 * opportunities in it (they were published before they could opt in), with
 * expiry judged at the end of the window.
 */
const newSince = (filters: SearchFilters, cursor: string, until: string): SearchFilters =>
  usesIntent(filters) ? { ...filters, openedAfter: cursor, openedUntil: until, intentAsOf: until } : { ...filters, publishedAfter: cursor, publishedUntil: until };
