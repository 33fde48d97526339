import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config';
import { documentClient } from './aws/dynamo-client';
import { billingFor } from './billing-adapters';

const env = {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'c',
  SEARCH_ENGINE: 'local',
  EXPORTS_BUCKET: 'b',
  MAIL_FROM: 'no-reply@example.com',
  SUPPORT_EMAIL: 'support@example.com',
  SITE_URL: 'https://example.com',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
};

/** Which adapter answered: only the Stripe adapter needs keys before it can check a signature. */
const adapterOf = async (stageEnv: Record<string, string>): Promise<'stripe' | 'simulator'> => {
  const c = parseConfig({ ...env, ...stageEnv });
  const error: unknown = await billingFor(c, documentClient(c)).parseWebhook('{}', 't=1,v1=bad').catch((e: unknown) => e);
  if (error instanceof Error && /No Stripe keys/.test(error.message)) return 'stripe';
  if (error instanceof Error && /Invalid Stripe signature/.test(error.message)) return 'simulator';
  throw new Error(`unexpected outcome: ${String(error)}`);
};

describe('billingFor', () => {
  it.each(['dev', 'prod'])('never picks the simulator in %s, even without any Stripe setting', async (STAGE) => {
    expect(await adapterOf({ STAGE })).toBe('stripe');
  });

  it.each(['local', 'test'])('picks the simulator in %s when no Stripe key is set', async (STAGE) => {
    expect(await adapterOf({ STAGE, STRIPE_WEBHOOK_SECRET: 'whsec_local' })).toBe('simulator');
  });
});
