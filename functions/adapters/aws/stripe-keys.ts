import { GetSecretValueCommand, type GetSecretValueCommandOutput, SecretsManagerClient } from './sdk/client-secrets-manager';
import * as z from '../../core/zod';
import type { Config } from '../../core/config';

export interface StripeKeys {
  readonly secretKey: string;
  readonly webhookSecret: string;
}

/** Where the keys are read from; the real client, or a fake in tests. */
export interface SecretReader {
  send(command: GetSecretValueCommand): Promise<GetSecretValueCommandOutput>;
}

/** The shape of the secret the stateful stack creates and ops fill (infra/README.md, "Deploying to AWS"). */
const secretShape = z.object({
  secretKey: z.string().regex(/^(sk|rk)_/, 'a Stripe secret or restricted key (sk_… or rk_…)'),
  webhookSecret: z.string().regex(/^whsec_/, 'a webhook signing secret (whsec_…)'),
});

const fillHint = 'put the Stripe keys into it with `aws secretsmanager put-secret-value` (infra/README.md, "Deploying to AWS")';

const parseSecret = (arn: string, value: string | undefined): StripeKeys => {
  let json: unknown;
  try {
    json = JSON.parse(value ?? '');
  } catch {
    throw new Error(`Secret ${arn} is not JSON: ${fillHint}`);
  }
  const parsed = secretShape.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Secret ${arn} does not hold the Stripe keys (${problems}): ${fillHint}`);
  }
  return parsed.data;
};

/**
 * The Stripe keys of this function, read on first use and kept for the life
 * of the container. Keys in the environment win (a developer's test-mode
 * key locally); otherwise they come from the Secrets Manager secret that
 * only the billing function may read, so no other function fails to start
 * for want of them. A failed read is not kept: the next request tries again.
 */
export const stripeKeysLoader = (
  c: Pick<Config, 'AWS_REGION' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_SECRET_ARN'>,
  secrets: () => SecretReader = () => new SecretsManagerClient({ region: c.AWS_REGION }),
): (() => Promise<StripeKeys>) => {
  if (c.STRIPE_SECRET_KEY && c.STRIPE_WEBHOOK_SECRET) {
    const keys = { secretKey: c.STRIPE_SECRET_KEY, webhookSecret: c.STRIPE_WEBHOOK_SECRET };
    return () => Promise.resolve(keys);
  }
  const arn = c.STRIPE_SECRET_ARN;
  if (!arn) {
    return () => Promise.reject(new Error('No Stripe keys: set STRIPE_SECRET_ARN, or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'));
  }
  let loading: Promise<StripeKeys> | undefined;
  return () => {
    loading ??= secrets()
      .send(new GetSecretValueCommand({ SecretId: arn }))
      .then((out) => parseSecret(arn, out.SecretString))
      .catch((e: unknown) => {
        loading = undefined;
        throw e;
      });
    return loading;
  };
};
