import type { DynamoDBDocumentClient } from './aws/sdk/lib-dynamodb';
import { type Config, isLocalStage } from '../core/config';
import type { Billing } from '../core/ports';
import { stripeBilling } from './aws/stripe-billing';
import { stripeKeysLoader } from './aws/stripe-keys';
import { simulatedBilling } from './local/simulated-billing';
import { stripeSimulator } from './local/stripe-simulator';
import type { Adapters } from './pick';

/**
 * The local checkout simulator only on a laptop or in CI without a Stripe key;
 * everywhere else Stripe, whose keys are read on first use (in AWS from the
 * secret only the billing function may read), so the simulator can never
 * stand in where real money is taken.
 */
export const billingFor = (c: Config, db: DynamoDBDocumentClient): Billing =>
  isLocalStage(c) && !c.STRIPE_SECRET_KEY ? simulatedBilling(c, stripeSimulator(db, c.TABLE_NAME, c)) : stripeBilling(stripeKeysLoader(c));

/** Only the billing function bundles Stripe. */
export const billingAdapters: Pick<Adapters, 'billing'> = { billing: ({ c, db }) => billingFor(c, db) };
