import { GetSecretValueCommand, type GetSecretValueCommandOutput } from './sdk/client-secrets-manager';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureFor, stripeFixture } from '../../../test/support/stripe-events';
import { stripeBilling } from './stripe-billing';
import { type SecretReader, stripeKeysLoader } from './stripe-keys';

const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:stripe-AbCdEf';
const stored = { secretKey: 'sk_test_from_secret', webhookSecret: 'whsec_from_secret' };

/** A Secrets Manager client that answers from a queue of replies and records every SecretId asked for. */
const fakeSecrets = (...replies: Array<string | Error>) => {
  const asked: string[] = [];
  let clients = 0;
  const client: SecretReader = {
    send(command: GetSecretValueCommand): Promise<GetSecretValueCommandOutput> {
      expect(command).toBeInstanceOf(GetSecretValueCommand);
      asked.push(command.input.SecretId ?? '');
      const reply = replies.shift() ?? new Error('no more replies');
      return reply instanceof Error ? Promise.reject(reply) : Promise.resolve({ SecretString: reply, $metadata: {} });
    },
  };
  const factory = () => {
    clients += 1;
    return client;
  };
  return { factory, asked, clients: () => clients };
};

const inAws = { AWS_REGION: 'us-east-1', STRIPE_WEBHOOK_SECRET: '', STRIPE_SECRET_ARN: arn };

describe('stripeKeysLoader', () => {
  it('reads the secret on first use only, then serves the cached keys', async () => {
    const secrets = fakeSecrets(JSON.stringify(stored));
    const keys = stripeKeysLoader(inAws, secrets.factory);
    expect(secrets.asked).toEqual([]);
    expect(secrets.clients()).toBe(0);

    const [first, second] = await Promise.all([keys(), keys()]);
    expect(first).toEqual(stored);
    expect(second).toEqual(stored);
    expect(await keys()).toEqual(stored);
    expect(secrets.asked).toEqual([arn]);
  });

  it('prefers keys from the environment and then never calls Secrets Manager', async () => {
    const secrets = fakeSecrets();
    const keys = stripeKeysLoader({ ...inAws, STRIPE_SECRET_KEY: 'sk_test_env', STRIPE_WEBHOOK_SECRET: 'whsec_env' }, secrets.factory);
    expect(await keys()).toEqual({ secretKey: 'sk_test_env', webhookSecret: 'whsec_env' });
    expect(secrets.asked).toEqual([]);
  });

  it('does not keep a failed read: the next use tries again', async () => {
    const secrets = fakeSecrets(new Error('throttled'), JSON.stringify(stored));
    const keys = stripeKeysLoader(inAws, secrets.factory);
    await expect(keys()).rejects.toThrow('throttled');
    expect(await keys()).toEqual(stored);
    expect(secrets.asked).toEqual([arn, arn]);
  });

  it('says how to fill the secret while it still holds the placeholder', async () => {
    const keys = stripeKeysLoader(inAws, fakeSecrets(JSON.stringify({ secretKey: '', webhookSecret: '' })).factory);
    await expect(keys()).rejects.toThrow(/does not hold the Stripe keys \(secretKey: .*webhookSecret: .*put-secret-value/);
    const notJson = stripeKeysLoader(inAws, fakeSecrets('sk_live_pasted_alone').factory);
    await expect(notJson()).rejects.toThrow(/is not JSON/);
  });

  it('fails on use, not at construction, when no source is configured', async () => {
    const keys = stripeKeysLoader({ AWS_REGION: 'us-east-1', STRIPE_WEBHOOK_SECRET: '' });
    await expect(keys()).rejects.toThrow(/No Stripe keys: set STRIPE_SECRET_ARN/);
  });
});

describe('stripeBilling with lazily loaded keys', () => {
  it('asks for the keys at the first call and verifies webhooks with the stored webhook secret', async () => {
    const secrets = fakeSecrets(JSON.stringify(stored));
    const madeWith: string[] = [];
    const billing = stripeBilling(stripeKeysLoader(inAws, secrets.factory), (key) => {
      madeWith.push(key);
      return {} as Stripe;
    });
    expect(secrets.asked).toEqual([]);

    const payload = JSON.stringify(stripeFixture('customer-subscription-deleted'));
    await expect(billing.parseWebhook(payload, signatureFor(payload, stored.webhookSecret))).resolves.toMatchObject({ kind: 'subscription-changed' });
    await expect(billing.parseWebhook(payload, signatureFor(payload, 'whsec_someone_else'))).rejects.toThrow(/Invalid Stripe signature/);
    expect(secrets.asked).toEqual([arn]);
    expect(madeWith).toEqual([]);
  });
});
