import { siteUrlOf } from '../core/config';
import type { Deps } from '../core/deps';
import { INTENT_REMINDER_DAYS, reminderDueAt } from '../core/intent';
import type { IntentDue } from '../core/intent-ports';

export interface IntentExpiryResult {
  readonly expired: number;
  readonly reminded: number;
  readonly failed: number;
}

const DAY = 86_400_000;

/**
 * The scheduled intent job (issue 25; AWS: infra/intent-expiry.ts, locally
 * scripts/local/intent-expiry-timer.ts and `npm run intent:expire`). Search
 * already ignores an expired intent (it compares with the query's time), so
 * this job only tidies: it deletes expired intent from the profile (the
 * stream reindexes it) and mails the one reminder INTENT_REMINDER_DAYS
 * before expiry. The reminder is claimed before it is mailed, so a retry
 * never sends a second; a crash between the two loses that one reminder,
 * never the expiry. Logged on the physician's page.
 */
export const runIntentExpiry = async (d: Deps): Promise<IntentExpiryResult> => {
  const now = d.now();
  const due = await d.intents.dueBy(new Date(now.getTime() + INTENT_REMINDER_DAYS * DAY).toISOString());
  let expired = 0;
  let reminded = 0;
  let failed = 0;
  for (const entry of due) {
    try {
      if (Date.parse(entry.expiresAt) <= now.getTime()) {
        await d.intents.expire(entry.physicianId, entry.expiresAt);
        await d.profileLedger.log(entry.physicianId, { at: now.toISOString(), action: 'intent_expired', field: null, via: null });
        expired++;
      } else if (!entry.remindedAt && reminderDueAt(entry.expiresAt).getTime() <= now.getTime() && (await remind(d, entry, now))) {
        reminded++;
      }
    } catch {
      // The entry stays: the next run tries again.
      failed++;
    }
  }
  return { expired, reminded, failed };
};

// Built on first use: an Intl formatter at module load costs every cold start ICU's data (issue 23).
let dateFormat: Intl.DateTimeFormat | undefined;
const longDate = (d: Date): string => (dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).format(d);

const remind = async (d: Deps, entry: IntentDue, now: Date): Promise<boolean> => {
  const record = await d.physicians.get(entry.physicianId);
  const to = record?.personalEmail?.trim() || record?.workEmail?.trim();
  if (!record?.intent || record.intent.expiresAt !== entry.expiresAt || !to) return false;
  if (!(await d.intents.claimReminder(entry.physicianId, entry.expiresAt, now.toISOString()))) return false;
  await d.mailer.send({
    to,
    subject: 'Your "open to work" details expire soon',
    text: [
      `You told recruiters in the Physician Directory that you are open to work. Your consent expires on ${longDate(new Date(entry.expiresAt))}; after that recruiters no longer see or find these details, and we delete them.`,
      '',
      `To keep them, ask for a link at ${siteUrlOf(d.config)}/manage-profile and save them again (that renews your consent). To stop now, withdraw on the same page.`,
      '',
      'If you do nothing, they simply expire.',
    ].join('\n'),
  });
  await d.profileLedger.log(entry.physicianId, { at: now.toISOString(), action: 'intent_reminded', field: null, via: null });
  return true;
};
