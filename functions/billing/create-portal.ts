import { isDemo } from '../core/access';
import { siteUrlOf } from '../core/config';
import { AppError } from '../core/errors';
import { type RedirectUrl, redirectUrl } from '../core/schemas/billing';
import { http, ok } from '../http/endpoint';

/** Stripe's customer portal (invoices, card, plan switch, cancel) for whoever has been a customer. */
export const createPortal = http({ errors: ['DEMO_RESTRICTED', 'CONFLICT'], response: redirectUrl, summary: 'Open the Stripe billing portal' }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (isDemo(principal)) throw new AppError('DEMO_RESTRICTED', 'Billing is disabled in demo mode');
  const customerId = (await d.users.get(principal.id))?.stripeCustomerId;
  if (!customerId) throw new AppError('CONFLICT', 'No billing account yet');
  const portal = await d.billing.createPortal({ customerId, returnUrl: `${siteUrlOf(d.config)}/account` });
  const reply: RedirectUrl = { url: portal.url };
  return ok(reply);
});
