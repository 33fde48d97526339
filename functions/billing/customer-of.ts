import type { Deps } from '../core/deps';
import type { Principal } from '../core/principal';

/** The user's one Stripe customer: the linked one, or a new one linked now (a concurrent link wins and is reused). */
export const customerOf = async (principal: Principal, d: Deps): Promise<string> => {
  const user = await d.users.get(principal.id);
  if (user?.stripeCustomerId) return user.stripeCustomerId;
  const identity = { id: principal.id, email: principal.email };
  const created = await d.billing.createCustomer(identity);
  return d.ledger.linkCustomer(identity, created, d.now().toISOString());
};
