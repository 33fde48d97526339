import type { IncomingMessage, ServerResponse } from 'node:http';
import { deliver } from '../../functions/adapters/local/sim-delivery';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { type SimOutcome, type StripeSimulator, stripeSimulator } from '../../functions/adapters/local/stripe-simulator';
import { otherPrice } from '../../functions/adapters/local/stripe-simulator-objects';
import { type Config, config } from '../../functions/core/config';
import { checkoutPage, portalPage, problemPage } from './stripe-simulator-pages';

/**
 * The pages of the local Stripe simulator on the app server: Checkout
 * (`/_local/stripe/checkout/<session>`) and the customer portal
 * (`/_local/stripe/portal/<portal session>`, with a test clock to reach the
 * end of the paid period). Their buttons change the
 * simulator's state and deliver the resulting Stripe-shaped events, signed
 * with the local webhook secret, to the REAL webhook route over HTTP.
 */

const FORM_LIMIT = 4096;

const readForm = (req: IncomingMessage): Promise<URLSearchParams> =>
  new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      if (body.length < FORM_LIMIT) body += c.toString('utf8');
    });
    req.on('end', () => resolve(new URLSearchParams(body)));
    req.on('error', reject);
  });

const send = (res: ServerResponse, c: Config, status: number, html: string): void => {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // Forms post here and are redirected to SITE_URL (success, portal return).
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(c.SITE_URL).origin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
  });
  res.end(html);
};

const redirect = (res: ServerResponse, location: string): void => {
  res.writeHead(303, { location, 'cache-control': 'no-store' }).end();
};

/** The events reach the webhook as Stripe's would (the simulator's API calls deliver with the same code). */
export { deliver };

const checkout = async (sim: StripeSimulator, c: Config, webhookUrl: string, req: IncomingMessage, res: ServerResponse, id: string, action: string | undefined) => {
  const session = await sim.checkout(id);
  if (!session) return send(res, c, 404, problemPage('No such checkout session.'));
  if (req.method === 'GET' && !action) return send(res, c, 200, checkoutPage(session, await sim.customer(session.customer)));
  if (req.method !== 'POST') return send(res, c, 405, problemPage('Method not allowed.'));
  if (action === 'cancel') return redirect(res, session.cancel_url);
  if (action !== 'pay') return send(res, c, 404, problemPage('No such action.'));
  const paid = await sim.pay(id);
  if (!paid) return send(res, c, 409, problemPage(`This checkout session is ${session.status}.`));
  await deliver(webhookUrl, c.STRIPE_WEBHOOK_SECRET, paid.events);
  redirect(res, paid.session.success_url.replace('{CHECKOUT_SESSION_ID}', paid.session.id));
};

/** The portal's buttons: what each changes, and the message the page shows after it. */
const portalActions: Record<string, { done: string; run: (sim: StripeSimulator, subscriptionId: string, req: IncomingMessage) => Promise<SimOutcome | null> }> = {
  switch: { done: 'switched', run: async (sim, sub, req) => sim.switchPlan(sub, (await readForm(req)).get('price') ?? '') },
  cancel: { done: 'canceled', run: (sim, sub) => sim.cancel(sub) },
  resume: { done: 'resumed', run: (sim, sub) => sim.resume(sub) },
  // Not Stripe's portal: the simulator's test clock, so a journey can reach the end of the paid period.
  advance: { done: 'advanced', run: (sim, sub) => sim.advanceToPeriodEnd(sub) },
};

const portal = async (sim: StripeSimulator, c: Config, webhookUrl: string, req: IncomingMessage, res: ServerResponse, url: URL, id: string, action: string | undefined) => {
  const session = await sim.portal(id);
  if (!session) return send(res, c, 404, problemPage('No such portal session.'));
  const customer = await sim.customer(session.customer);
  const subscription = customer?.sim_subscription ? await sim.subscription(customer.sim_subscription) : null;
  if (req.method === 'GET' && !action) {
    const current = subscription?.items.data[0]?.price;
    return send(res, c, 200, portalPage(session, customer, subscription, current ? otherPrice(c, current.id) : null, url.searchParams.get('done')));
  }
  if (req.method !== 'POST' || !subscription) return send(res, c, 409, problemPage('Nothing to change.'));
  const change = action ? portalActions[action] : undefined;
  if (!change) return send(res, c, 404, problemPage('No such action.'));
  const outcome = await change.run(sim, subscription.id, req);
  if (!outcome) return send(res, c, 409, problemPage('That change is not possible.'));
  await deliver(webhookUrl, c.STRIPE_WEBHOOK_SECRET, outcome.events);
  redirect(res, `/_local/stripe/portal/${encodeURIComponent(id)}?done=${change.done}`);
};

// One simulator per configuration (the tests swap stacks within a process).
let built: { c: Config; sim: StripeSimulator } | undefined;
const simulatorFor = (c: Config): StripeSimulator => {
  if (built?.c !== c) built = { c, sim: stripeSimulator(documentClient(c), c.TABLE_NAME, c) };
  return built.sim;
};

const route = /^\/_local\/stripe\/(checkout|portal)\/([A-Za-z0-9_]+)(?:\/(pay|cancel|switch|resume|advance))?$/;

/** Serves `/_local/stripe/*`; the webhook is reached on the app server's own port, like Stripe reaching the API. */
export const handleStripeSimulator = async (req: IncomingMessage, res: ServerResponse, url: URL, port: number): Promise<void> => {
  const c = config();
  const m = route.exec(url.pathname);
  // With a real Stripe key configured, Stripe hosts these pages; the simulator stays out of the way.
  const [, kind, id, action] = m ?? [];
  if (!kind || !id || c.STRIPE_SECRET_KEY) return send(res, c, 404, problemPage('Not found.'));
  const sim = simulatorFor(c);
  const webhookUrl = `http://127.0.0.1:${port}/api/billing/webhook`;
  try {
    if (kind === 'checkout') await checkout(sim, c, webhookUrl, req, res, id, action);
    else await portal(sim, c, webhookUrl, req, res, url, id, action);
  } catch (e) {
    send(res, c, 502, problemPage((e as Error).message));
  }
};
