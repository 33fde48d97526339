import type { CheckoutSessionStatus, RedirectUrl } from '../../functions/core/schemas/billing';
import { type Me, me } from '../../functions/core/schemas/me';
import { api, stack } from './stack';
import { signatureFor } from './stripe-events';
import { type TestUser, stackDeps } from './users';

export const meOf = async (u: TestUser): Promise<Me> => me.parse((await api('/api/me', { token: u.token })).body);

/** Starts a checkout as the web does; returns the simulator's page URL and the session id in it. */
export const startCheckout = async (u: TestUser, priceId: 'price_monthly' | 'price_annual' = 'price_annual') => {
  const res = await api<RedirectUrl>('/api/billing/checkout', { method: 'POST', token: u.token, body: { priceId } });
  if (res.status !== 200) throw new Error(`checkout ${res.status}: ${JSON.stringify(res.body)}`);
  const sessionId = /\/checkout\/(cs_[A-Za-z0-9_]+)$/.exec(res.body.url)?.[1];
  if (!sessionId) throw new Error(`Not a simulator checkout URL: ${res.body.url}`);
  return { url: res.body.url, sessionId };
};

/** The Stripe customer linked to a user (set by their first checkout). */
export const customerIdOf = async (u: TestUser): Promise<string> => {
  const id = (await (await stackDeps()).users.get(u.id))?.stripeCustomerId;
  if (!id) throw new Error(`${u.email} has no Stripe customer`);
  return id;
};

/** A form POST as the simulator page's buttons send it; redirects are returned, not followed. */
export const pressButton = (url: string, form: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString(), redirect: 'manual' });

export const sessionOf = (u: TestUser, id: string) => api<CheckoutSessionStatus>(`/api/billing/sessions/${id}`, { token: u.token });

/** POSTs an event to the webhook as Stripe does, signed with the stack's secret unless told otherwise. */
export const postWebhook = (event: unknown, opts: { secret?: string; timestamp?: number } = {}) => {
  const payload = JSON.stringify(event);
  const signature = signatureFor(payload, opts.secret ?? (stack().env.STRIPE_WEBHOOK_SECRET as string), opts.timestamp);
  return api<{ received: boolean }>('/api/billing/webhook', { method: 'POST', rawBody: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
};
