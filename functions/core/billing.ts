/**
 * What the billing port tells the domain about Stripe, in our words. The
 * adapters read Stripe's objects (or the local simulator's, which have the
 * same shapes) into these; nothing past the adapter sees a Stripe type.
 */

export type CheckoutStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSummary {
  readonly id: string;
  readonly status: CheckoutStatus;
  /** Whose checkout it is: the `client_reference_id` we set when creating it. */
  readonly userId: string | null;
  readonly customerId: string | null;
  readonly subscriptionId: string | null;
}

export interface SubscriptionSnapshot {
  readonly id: string;
  readonly customerId: string;
  /** Stripe's status text: active, trialing, past_due, canceled, unpaid, incomplete, ... */
  readonly status: string;
  readonly priceId: string | null;
  /** The item carrying the price; a plan switch replaces its price. */
  readonly itemId: string | null;
  /** Smallest currency unit (cents), as Stripe counts. */
  readonly unitAmount: number | null;
  readonly currency: string | null;
  readonly interval: string | null;
  /** `metadata.userId`, set through `subscription_data` at checkout. */
  readonly userId: string | null;
  /** `metadata.teamId`: set on a team plan's subscription, whose quantity is the team's seats (issue 26). */
  readonly teamId: string | null;
  /** The item's quantity: seats on the team plan, 1 on a personal plan. */
  readonly quantity: number;
  /**
   * Stripe will end the subscription when the paid period runs out (the
   * portal's cancel, or a `cancel_at` within this period); until then it
   * stays active and so does access.
   */
  readonly cancelAtPeriodEnd: boolean;
  /** End of the paid period, in seconds: when a scheduled cancellation takes effect, else the next renewal. */
  readonly currentPeriodEnd: number | null;
}

interface EventBase {
  readonly id: string;
  readonly type: string;
  /** Stripe's `created`, in seconds: orders deliveries that arrive out of order. */
  readonly created: number;
}

export type BillingEvent =
  | (EventBase & { readonly kind: 'checkout-completed'; readonly checkout: CheckoutSummary })
  | (EventBase & { readonly kind: 'subscription-changed'; readonly subscription: SubscriptionSnapshot; readonly ended: boolean })
  | (EventBase & { readonly kind: 'payment-failed'; readonly customerId: string; readonly subscriptionId: string | null })
  | (EventBase & { readonly kind: 'other' });

/** Statuses under which Stripe still provides the service. */
export const isActiveStatus = (status: string): boolean => status === 'active' || status === 'trialing';
