import { AppError, notFound } from '../core/errors';
import { type CheckoutSessionStatus, checkoutSessionParams, checkoutSessionStatus } from '../core/schemas/billing';
import { subscriptionView } from '../core/subscription';
import { http, ok } from '../http/endpoint';

/**
 * What the success page polls: the session's state and the caller's
 * subscription, which the webhook sets. Someone else's session is 404, the
 * same as one that does not exist, so ids cannot be probed.
 */
export const getCheckoutSession = http({ params: checkoutSessionParams, response: checkoutSessionStatus, summary: 'A checkout session of the caller, with their subscription' }, async ({ params, principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const session = await d.billing.getCheckout(params.id);
  if (!session || session.userId !== principal.id) throw notFound('Checkout session');
  const body: CheckoutSessionStatus = { id: session.id, status: session.status, subscription: subscriptionView(await d.users.subscriptionOf(principal.id)) };
  return ok(body);
});
