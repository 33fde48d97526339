import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const valid = {
  STAGE: 'dev',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'c',
  SEARCH_ENGINE: 'local',
  EXPORTS_BUCKET: 'b',
  MAIL_FROM: 'no-reply@example.com',
  SUPPORT_EMAIL: 'support@example.com',
  SITE_URL: 'https://example.com',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
};

describe('parseConfig', () => {
  it('accepts a complete environment', () => {
    expect(parseConfig(valid).TABLE_NAME).toBe('t');
  });
  it('names every missing key at once', () => {
    const { TABLE_NAME: _t, MAIL_FROM: _m, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/TABLE_NAME.*MAIL_FROM|MAIL_FROM.*TABLE_NAME/);
  });
  it('names the Stripe keys when they are missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, STRIPE_PRICE_ANNUAL: _a, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/STRIPE_WEBHOOK_SECRET.*STRIPE_PRICE_ANNUAL/);
  });
  it('needs a Stripe secret key outside the local stages, and only there', () => {
    const { STRIPE_SECRET_KEY: _k, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/STRIPE_SECRET_KEY: required when STAGE=dev/);
    expect(parseConfig({ ...rest, STAGE: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
  });
  it('needs an OpenSearch endpoint when OpenSearch is the engine', () => {
    expect(() => parseConfig({ ...valid, SEARCH_ENGINE: 'opensearch' })).toThrow(/OPENSEARCH_ENDPOINT/);
  });
});
