import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local Stripe webhook secret: made at the first start and kept in the
 * data folder (never in the repo), so the simulator and the webhook handler
 * agree across restarts, and no two data folders share one.
 */
const localWebhookSecret = (dataDir: string): string => {
  const file = join(dataDir, 'stripe-webhook-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.startsWith('whsec_')) return kept;
  }
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};

/**
 * The Stripe keys of the local stack. By default there is no secret key, so
 * billing is the local checkout simulator. A test-mode STRIPE_SECRET_KEY in
 * the shell switches to Stripe itself; its webhook secret and price ids then
 * come from the shell too (`stripe listen` prints the secret).
 */
export const localStripeEnv = (dataDir: string, shell: Record<string, string | undefined>): Record<string, string> => {
  const real = shell.STRIPE_SECRET_KEY;
  return {
    ...(real ? { STRIPE_SECRET_KEY: real } : {}),
    STRIPE_WEBHOOK_SECRET: (real && shell.STRIPE_WEBHOOK_SECRET) || localWebhookSecret(dataDir),
    STRIPE_PRICE_MONTHLY: (real && shell.STRIPE_PRICE_MONTHLY) || 'price_local_monthly',
    STRIPE_PRICE_ANNUAL: (real && shell.STRIPE_PRICE_ANNUAL) || 'price_local_annual',
    // The team plan: per seat, volume tiers (functions/core/team-pricing.ts); a real one must have the same tiers.
    STRIPE_PRICE_TEAM: (real && shell.STRIPE_PRICE_TEAM) || 'price_local_team',
    // The SDK prints notices in test mode; locally it mostly signs the simulator's events.
    STRIPE_SUPPRESS_NOTICES: 'true',
  };
};
