import type { SimCheckoutSession, SimCustomer, SimPortalSession, SimPrice, SimSubscription } from '../../functions/adapters/local/stripe-simulator-objects';
import { amountOf, planOfPrice } from '../../functions/adapters/local/stripe-simulator-objects';

/**
 * The local checkout simulator's pages: plain HTML forms, no script, so
 * they work under the app's CSP and a browser test can press 'Pay'.
 */

const escape = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const dollars = (cents: number): string => `$${(cents / 100).toLocaleString('en-US')}`;

/** A plan's price, or for a quantity of a tiered one what the quantity costs (each seat at its volume tier). */
const money = (p: SimPrice, quantity = 1): string =>
  p.billing_scheme === 'tiered'
    ? `${quantity} seats × ${dollars(amountOf(p, quantity) / quantity)} = ${dollars(amountOf(p, quantity))} per ${p.recurring.interval}`
    : `${dollars(amountOf(p, 1))} per ${p.recurring.interval}`;

const layout = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem; color: #1f2937; }
  .card { border: 1px solid #d1d5db; border-radius: .75rem; padding: 1.5rem; }
  .note { background: #fef3c7; border-radius: .5rem; padding: .5rem .75rem; font-size: .875rem; }
  .done { background: #dcfce7; border-radius: .5rem; padding: .5rem .75rem; }
  form { display: inline; }
  button { font: inherit; padding: .5rem 1.25rem; border-radius: .5rem; border: 1px solid #1d4ed8; cursor: pointer; margin: .5rem .5rem 0 0; }
  button.primary { background: #1d4ed8; color: white; }
  button.secondary { background: white; color: #1d4ed8; }
</style></head>
<body><main><p class="note">Local Stripe simulator: no card is charged. Events are signed and sent to the real webhook.</p>${body}</main></body></html>`;

export const checkoutPage = (session: SimCheckoutSession, customer: SimCustomer | null): string => {
  const plan = planOfPrice(session.sim_price);
  const base = `/_local/stripe/checkout/${encodeURIComponent(session.id)}`;
  const actions =
    session.status === 'open'
      ? `<form method="post" action="${base}/pay"><button type="submit" class="primary">Pay</button></form>
         <form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>`
      : `<p>This checkout session is ${escape(session.status)}.</p>`;
  return layout(
    'Checkout',
    `<section class="card" aria-labelledby="title">
      <h1 id="title">Subscribe to the ${escape(plan.planName)}</h1>
      <p><strong>${escape(money(session.sim_price, session.sim_quantity ?? 1))}</strong></p>
      ${customer ? `<p>Billed to ${escape(customer.email)}</p>` : ''}
      ${actions}
    </section>`,
  );
};

const day = (seconds: number): string => new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

const button = (base: string, action: string, label: string, kind: 'primary' | 'secondary', field = ''): string =>
  `<form method="post" action="${base}/${action}">${field}<button type="submit" class="${kind}">${escape(label)}</button></form>`;

const messages: Record<string, string> = {
  switched: 'Your plan has been changed.',
  canceled: 'Your subscription will be canceled at the end of the billing period.',
  resumed: 'Your subscription has been renewed.',
  advanced: 'The clock moved to the end of the billing period.',
};

export const portalPage = (portal: SimPortalSession, customer: SimCustomer | null, subscription: SimSubscription | null, other: SimPrice | null, done: string | null): string => {
  const base = `/_local/stripe/portal/${encodeURIComponent(portal.id)}`;
  const item = subscription?.items.data[0];
  const price = item?.price;
  const live = subscription && price && subscription.status !== 'canceled';
  const ending = live && subscription.cancel_at_period_end;
  const periodEnd = subscription?.cancel_at ?? item?.current_period_end;
  const offered = other ? planOfPrice(other) : null;
  const switching = live && other && portal.sim_switch_to === other.id;
  const actions = live
    ? [
        ending
          ? button(base, 'resume', 'Renew subscription', 'primary')
          : [
              other && offered
                ? button(base, 'switch', `Switch to ${offered.billingInterval === 'year' ? 'Annual' : 'Monthly'}`, switching ? 'primary' : 'secondary', `<input type="hidden" name="price" value="${escape(other.id)}">`)
                : '',
              button(base, 'cancel', 'Cancel subscription', 'secondary'),
            ].join(''),
        `<div class="note">Test clock (simulator only): ${button(base, 'advance', 'Advance to period end', 'secondary')}</div>`,
      ].join('')
    : '';
  return layout(
    'Billing portal',
    `<section class="card" aria-labelledby="title">
      <h1 id="title">Manage your subscription</h1>
      ${done && messages[done] ? `<p class="done" role="status">${escape(messages[done])}</p>` : ''}
      ${customer ? `<p>${escape(customer.email)}</p>` : ''}
      ${
        subscription && price
          ? `<p>Current plan: <strong>${escape(planOfPrice(price).planName)}</strong> (${escape(money(price, item?.quantity ?? 1))}), status ${escape(subscription.status)}</p>`
          : '<p>No subscription.</p>'
      }
      ${live && periodEnd ? `<p>${ending ? 'Cancels' : 'Renews'} on ${escape(day(periodEnd))}</p>` : ''}
      ${switching && offered && !ending ? `<p>Confirm your switch to the ${escape(offered.planName)}.</p>` : ''}
      ${actions}
      <p><a href="${escape(portal.return_url)}">Return to account</a></p>
    </section>`,
  );
};

export const problemPage = (message: string): string => layout('Simulator problem', `<section class="card"><h1>Something went wrong</h1><p role="alert">${escape(message)}</p></section>`);
