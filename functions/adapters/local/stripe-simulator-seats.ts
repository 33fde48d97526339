import { type SimInvoice, type SimOutcome, type SimSubscription, type SimSubscriptionItem, amountOf, nowSeconds, periodEndOf, simEvent, simId } from './stripe-simulator-objects';

/** Where the simulator keeps its objects (its DynamoDB items), as the simulator passes them in. */
export interface SimStore {
  subscription(id: string): Promise<SimSubscription | null>;
  put(o: SimSubscription | SimInvoice): Promise<void>;
}

const invoiceOf = (sub: SimSubscription, reason: SimInvoice['billing_reason'], currency: string, lines: SimInvoice['lines']['data']): SimInvoice => {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    id: simId('in'),
    object: 'invoice',
    customer: sub.customer,
    status: 'paid',
    billing_reason: reason,
    total,
    amount_paid: Math.max(0, total),
    currency,
    lines: { object: 'list', data: lines },
    parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
    created: nowSeconds(),
    livemode: false,
  };
};

/** The paid period of an item; items stored before the simulator kept it count one period from the start. */
const periodOf = (sub: SimSubscription, item: SimSubscriptionItem): { start: number; end: number } => {
  const start = item.current_period_start ?? sub.start_date;
  return { start, end: item.current_period_end ?? periodEndOf(start, item.price.recurring.interval) };
};

/**
 * A quantity change as Stripe makes it with `proration_behavior:
 * 'always_invoice'`: a credit for the unused time of the old quantity and a
 * charge for the remaining time of the new one (each at the tier its whole
 * quantity reaches), invoiced and paid at once; then the subscription has
 * the new quantity. Null when the subscription cannot change.
 */
export const updateQuantity = async (store: SimStore, subscriptionId: string, quantity: number, now = nowSeconds()): Promise<(SimOutcome & { invoice: SimInvoice }) | null> => {
  const current = await store.subscription(subscriptionId);
  const item = current?.items.data[0];
  if (!current || !item || current.status === 'canceled' || quantity < 1) return null;
  const { start, end } = periodOf(current, item);
  const left = Math.min(1, Math.max(0, end - now) / Math.max(1, end - start));
  const name = item.price.nickname;
  const invoice = invoiceOf(current, 'subscription_update', item.price.currency, [
    { description: `Unused time on ${item.quantity} × ${name}`, amount: -Math.round(amountOf(item.price, item.quantity) * left), quantity: item.quantity, proration: true },
    { description: `Remaining time on ${quantity} × ${name}`, amount: Math.round(amountOf(item.price, quantity) * left), quantity, proration: true },
  ]);
  const next: SimSubscription = { ...current, items: { ...current.items, data: [{ ...item, quantity }] }, latest_invoice: invoice.id };
  await store.put(invoice);
  await store.put(next);
  return { invoice, events: [simEvent('invoice.paid', invoice), simEvent('customer.subscription.updated', next, { items: current.items })] };
};

/** The renewal's invoice: a full period of the item's quantity. */
export const renewalInvoice = (sub: SimSubscription, item: SimSubscriptionItem): SimInvoice =>
  invoiceOf(sub, 'subscription_cycle', item.price.currency, [{ description: `${item.quantity} × ${item.price.nickname}`, amount: amountOf(item.price, item.quantity), quantity: item.quantity, proration: false }]);
