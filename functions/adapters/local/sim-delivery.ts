import Stripe from 'stripe';
import type { SimEvent } from './stripe-simulator-objects';

/** What Stripe does after a change: POST each event in order, signed with the webhook secret, and expect a 2xx. */
export const deliver = async (webhookUrl: string, secret: string, events: readonly SimEvent[]): Promise<void> => {
  for (const event of events) {
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body: payload });
    if (!res.ok) throw new Error(`The webhook answered ${res.status} to ${event.type}: ${await res.text()}`);
  }
};
