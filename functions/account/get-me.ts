import { FREE, capabilitiesOf, isAdmin, isDemo } from '../core/access';
import { AppError } from '../core/errors';
import { type Me, me } from '../core/schemas/me';
import { planLabel } from '../core/plans';
import { http, ok } from '../http/endpoint';

export const getMe = http({ response: me, summary: 'The caller, their flags, capabilities and subscription' }, async ({ principal }, d) => {
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  const s = (await d.users.subscriptionOf(principal.id)) ?? { ...FREE, status: 'inactive' };
  const body: Me = {
    id: principal.id,
    email: principal.email,
    isAdmin: isAdmin(principal),
    isDemo: isDemo(principal),
    capabilities: capabilitiesOf(principal),
    subscription: {
      subscribed: s.subscribed,
      tier: s.tier,
      plan_name: planLabel(s.tier, 'planName' in s ? s.planName : undefined),
      price_amount: 'priceAmount' in s ? (s.priceAmount ?? null) : null,
      currency: 'currency' in s ? (s.currency ?? null) : null,
      billing_interval: 'billingInterval' in s ? (s.billingInterval ?? null) : null,
      status: s.status,
    },
  };
  return ok(body);
});
