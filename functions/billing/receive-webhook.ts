import { Logger } from '@aws-lambda-powertools/logger';
import { AppError } from '../core/errors';
import * as z from '../core/zod';
import { webhookAck } from '../core/schemas/billing';
import { http, ok } from '../http/endpoint';
import { applyBillingEvent } from './apply-billing-event';

const logger = new Logger({ serviceName: 'physician-directory' });

const received = { received: true } as const;

/** Stripe posts its event as JSON and signs the raw bytes; the signature header is what authenticates the call. */
const stripeRequest = { contentType: 'application/json', schema: z.record(z.string(), z.unknown()), required: true, headers: z.object({ 'stripe-signature': z.string() }) };

/**
 * Stripe's webhook (cal.com's shape): verify the signature on the raw body,
 * dispatch by type, 2xx for types we do not handle. Each event id is
 * claimed once, so a redelivery changes nothing; a failure releases the
 * claim and answers 500, so Stripe's retry is processed.
 */
export const receiveWebhook = http({ raw: stripeRequest, response: webhookAck, summary: 'Stripe webhook (signed; idempotent by event id)' }, async ({ rawBody, headers }, d) => {
  const signature = headers['stripe-signature'];
  if (!signature) throw new AppError('VALIDATION', 'Missing Stripe-Signature header', { 'stripe-signature': ['Required'] });
  const event = await d.billing.parseWebhook(rawBody, signature);
  if (event.kind === 'other') return ok(received);
  if (!(await d.ledger.claimEvent(event.id, event.type, d.now().toISOString()))) {
    logger.info('stripe event replayed', { eventId: event.id, type: event.type });
    return ok(received);
  }
  try {
    const outcome = await applyBillingEvent(event, d);
    logger.info('stripe event', { eventId: event.id, type: event.type, outcome });
  } catch (e) {
    await d.ledger.releaseEvent(event.id);
    throw e;
  }
  return ok(received);
});
