import { isDemo, passesPaywall } from '../core/access';
import { AppError, notFound } from '../core/errors';
import { drawReveal } from './draw-reveal';
import { contactReveal, physicianIdParams } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { http, ok } from '../http/endpoint';
import { hasContactToReveal, revealOf } from '../core/contact-view';

/**
 * Contact reveal: subscribers (basic or better) and admins; demo accounts
 * never. A reveal that hands out an email or a phone is counted against the
 * daily fair-use cap and logged (who, whom, when) before the contact leaves
 * the server. One that finds nothing on file (none stored, or every stored
 * field marked invalid by an admin) is neither counted nor logged: the user
 * got nothing for it, and the reveal log is the audit of who saw whose
 * contact details, which no one did.
 */
export const revealContact = http({ access: 'plan', errors: ['DEMO_RESTRICTED', 'RATE_LIMITED'], params: physicianIdParams, response: contactReveal, summary: "Reveal a physician's email and phone (audited)" }, async ({ params, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Contact Restricted in Demo');
  if (!passesPaywall(principal, await subscriptionFor(d, principal), 'basic')) {
    throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to view contact information');
  }
  // Read first, so an empty answer spends nothing; the counter's conditional write alone keeps the cap exact under concurrency.
  const [record, statuses] = await Promise.all([d.physicians.get(params.id), d.contactReports.statusOf([params.id])]);
  if (!record) throw notFound('Physician');
  // Fields an admin marked invalid are left out; those with enough open reports are flagged.
  const body = revealOf(record, statuses.get(record.id));
  if (!hasContactToReveal(body)) return ok(body);
  const now = d.now();
  await drawReveal(d, principal, record.id, now);
  return ok(body);
});
