import { isDemo, passesPaywall } from '../core/access';
import { AppError, notFound } from '../core/errors';
import { consumeAllowance, dailyCapOf } from '../core/fair-use';
import { contactReveal, physicianIdParams } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';
import { revealOf } from '../core/contact-view';

/**
 * Contact reveal: subscribers (basic or better) and admins; demo accounts
 * never. Every reveal is counted against a daily fair-use cap and logged
 * (who, whom, when) before the contact leaves the server.
 */
export const revealContact = http({ params: physicianIdParams, response: contactReveal, summary: "Reveal a physician's email and phone (audited)" }, async ({ params, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Contact Restricted in Demo');
  if (!passesPaywall(principal, await subscriptionFor(d.users, principal), 'basic')) {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to view contact information');
  }
  const record = await d.physicians.get(params.id);
  if (!record) throw notFound('Physician');
  const now = d.now();
  if (!(await consumeAllowance(d.activity, d.config, principal.id, 'reveal', 1, now))) {
    throw new AppError('RATE_LIMITED', `You have reached today's limit of ${dailyCapOf(d.config, 'reveal')} contact reveals. It resets at midnight UTC.`);
  }
  const [status] = await Promise.all([d.contactReports.statusOf([record.id]), d.activity.logReveal({ userId: principal.id, physicianId: record.id, at: now.toISOString() })]);
  // Fields an admin marked invalid are left out; those with enough open reports are flagged.
  const body = revealOf(record, status.get(record.id));
  return ok(body);
});
