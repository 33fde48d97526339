import { createHmac } from 'node:crypto';
import type { Config } from '../../core/config';
import type { Keyring } from '../../core/ports';

/** Where the key is read from: Secrets Manager, or a fake in tests. */
export type SecretLoader = (arn: string) => Promise<string | undefined>;

const fromSecretsManager =
  (region: string): SecretLoader =>
  async (arn) => {
    // Loaded on first use, so functions that never hash do not pay for the SDK at start.
    const { GetSecretValueCommand, SecretsManagerClient } = await import('./sdk/client-secrets-manager');
    const out = await new SecretsManagerClient({ region }).send(new GetSecretValueCommand({ SecretId: arn }));
    return out.SecretString;
  };

const MIN_KEY_LENGTH = 32;

/**
 * The HMAC key of this function, read once and kept for the container's life.
 * APP_SECRET wins (the local stack generates one per data folder); otherwise
 * APP_SECRET_ARN, which only the functions that hash are given. A failed
 * read is not kept, so the next call tries again.
 */
export const secretKeyring = (c: Pick<Config, 'AWS_REGION' | 'APP_SECRET' | 'APP_SECRET_ARN'>, load: SecretLoader = fromSecretsManager(c.AWS_REGION)): Keyring => {
  let key: Promise<string> | undefined;
  const keyOf = (): Promise<string> => {
    if (c.APP_SECRET) return Promise.resolve(c.APP_SECRET);
    const arn = c.APP_SECRET_ARN;
    if (!arn) return Promise.reject(new Error('No HMAC key: set APP_SECRET_ARN (or APP_SECRET locally)'));
    key ??= load(arn)
      .then((value) => {
        if (!value || value.length < MIN_KEY_LENGTH) throw new Error(`Secret ${arn} must hold a key of at least ${MIN_KEY_LENGTH} characters`);
        return value;
      })
      .catch((e: unknown) => {
        key = undefined;
        throw e;
      });
    return key;
  };
  return {
    async hmac(purpose, value) {
      const derived = createHmac('sha256', await keyOf()).update(purpose).digest();
      return createHmac('sha256', derived).update(value).digest('hex');
    },
  };
};
