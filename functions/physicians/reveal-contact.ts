import { isDemo, passesPaywall } from '../core/access';
import { AppError, notFound } from '../core/errors';
import { type ContactReveal, contactReveal, physicianIdParams } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';

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
  const now = d.now().toISOString();
  if (!(await d.activity.consumeDaily(principal.id, 'reveal', now.slice(0, 10), 1, d.config.CONTACT_REVEAL_DAILY_CAP))) {
    throw new AppError('RATE_LIMITED', `You have reached today's limit of ${d.config.CONTACT_REVEAL_DAILY_CAP} contact reveals. It resets at midnight UTC.`);
  }
  await d.activity.logReveal({ userId: principal.id, physicianId: record.id, at: now });
  const body: ContactReveal = {
    email: record.personalEmail ?? record.workEmail ?? null,
    phone: record.phone ?? record.directDial ?? null,
    workEmail: record.workEmail ?? null,
    directDial: record.directDial ?? null,
    emailVerifiedAt: (record.personalEmail ? record.personalEmailVerifiedAt : record.workEmailVerifiedAt) ?? null,
    phoneVerifiedAt: (record.phone ? record.phoneVerifiedAt : record.directDialVerifiedAt) ?? null,
  };
  return ok(body);
});
