import { describe, expect, it } from 'vitest';
import { parseConfig } from '../core/config';
import { baseConfigEnv } from '../../test/support/config-env';
import { documentClient } from './aws/dynamo-client';
import { billingFor } from './billing-adapters';


/** Which adapter answered: only the Stripe adapter needs keys before it can check a signature. */
const adapterOf = async (stageEnv: Record<string, string>): Promise<'stripe' | 'simulator'> => {
  const c = parseConfig({ ...baseConfigEnv, ...stageEnv });
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
