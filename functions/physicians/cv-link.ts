import { isDemo, passesPaywall } from '../core/access';
import { cvLinkOf } from '../core/cv';
import { AppError, notFound } from '../core/errors';
import { cvLink } from '../core/schemas/cv';
import { physicianIdParams } from '../core/schemas/physician';
import { subscriptionFor } from '../core/subscription';
import { drawReveal } from './draw-reveal';
import { http, ok } from '../http/endpoint';

/**
 * A physician's CV for a recruiter (issue 25 item 5): the very check of
 * contact reveal (reveal-contact.ts): subscribers and admins, demo never;
 * counted against the same daily allowance and logged as a reveal of that
 * physician before the link leaves. The link is a signed GET of minutes.
 */
export const getCvLink = http({ access: 'plan', errors: ['DEMO_RESTRICTED', 'RATE_LIMITED'], params: physicianIdParams, response: cvLink, summary: "A short-lived link to a physician's CV (counted as a contact reveal)" }, async ({ params, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'CV Restricted in Demo');
  if (!passesPaywall(principal, await subscriptionFor(d, principal), 'basic')) throw new AppError('SUBSCRIPTION_REQUIRED', 'A subscription is required to view CVs');
  const record = await d.physicians.get(params.id);
  // No CV on file spends nothing, as a reveal that finds no contact.
  if (!record?.cv) throw notFound('CV');
  const now = d.now();
  await drawReveal(d, principal, record.id, now);
  return ok(await cvLinkOf(d, record.cv));
});
