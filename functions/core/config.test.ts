import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { DAILY_CAPS } from './fair-use-caps';
import { baseConfigEnv } from '../../test/support/config-env';

const valid = {
  ...baseConfigEnv,
  STAGE: 'dev',
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('parseConfig', () => {
  it('accepts a complete environment', () => {
    expect(parseConfig(valid).TABLE_NAME).toBe('t');
  });
  it('defaults the fair-use caps to the ones the plan copy states (issue 21)', () => {
    const c = parseConfig(valid);
    expect([c.CONTACT_REVEAL_DAILY_CAP, c.EXPORT_DAILY_CAP]).toEqual([DAILY_CAPS.reveals, DAILY_CAPS.exportRows]);
  });
  it('names every missing key at once', () => {
    const { TABLE_NAME: _t, MAIL_FROM: _m, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/TABLE_NAME.*MAIL_FROM|MAIL_FROM.*TABLE_NAME/);
  });
  it('names the Stripe price ids when they are missing', () => {
    const { STRIPE_PRICE_MONTHLY: _m, STRIPE_PRICE_ANNUAL: _a, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/STRIPE_PRICE_MONTHLY.*STRIPE_PRICE_ANNUAL/);
  });
  it('starts every function in dev and prod without Stripe keys: only billing reads them, from STRIPE_SECRET_ARN', () => {
    const { STRIPE_SECRET_KEY: _k, STRIPE_WEBHOOK_SECRET: _w, ...rest } = valid;
    for (const STAGE of ['dev', 'prod']) {
      const c = parseConfig({ ...rest, STAGE });
      expect(c.STRIPE_SECRET_KEY).toBeUndefined();
      expect(c.STRIPE_WEBHOOK_SECRET).toBe('');
      expect(c.STRIPE_SECRET_ARN).toBeUndefined();
    }
    expect(parseConfig({ ...rest, STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:s' }).STRIPE_SECRET_ARN).toMatch(/^arn:/);
  });
  it('refuses half a pair of Stripe keys outside the local stages', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, ...keyOnly } = valid;
    expect(() => parseConfig(keyOnly)).toThrow(/set both or neither when STAGE=dev/);
    const { STRIPE_SECRET_KEY: _k, ...webhookOnly } = valid;
    expect(() => parseConfig({ ...webhookOnly, STAGE: 'prod' })).toThrow(/set both or neither when STAGE=prod/);
  });
  it('keeps the local rules: no secret key needed (the simulator), the webhook secret is', () => {
    const { STRIPE_SECRET_KEY: _k, ...rest } = valid;
    expect(parseConfig({ ...rest, STAGE: 'test' }).STRIPE_SECRET_KEY).toBeUndefined();
    expect(parseConfig({ ...rest, STAGE: 'local' }).STRIPE_WEBHOOK_SECRET).toBe('whsec_x');
    const { STRIPE_WEBHOOK_SECRET: _w, ...noWebhook } = rest;
    expect(() => parseConfig({ ...noWebhook, STAGE: 'local' })).toThrow(/STRIPE_WEBHOOK_SECRET: required when STAGE=local/);
  });
  it('refuses to start in dev and prod without an origin verify secret, its value or its ARN', () => {
    const { ORIGIN_VERIFY_SECRET_ARN: _a, ...noOrigin } = valid;
    for (const STAGE of ['dev', 'prod']) {
      expect(() => parseConfig({ ...noOrigin, STAGE })).toThrow(new RegExp(`ORIGIN_VERIFY_SECRET_ARN: required when STAGE=${STAGE}`));
      expect(parseConfig({ ...noOrigin, STAGE, ORIGIN_VERIFY_SECRET: 'x'.repeat(32) }).ORIGIN_VERIFY_SECRET).toBe('x'.repeat(32));
    }
    expect(parseConfig(valid).ORIGIN_VERIFY_SECRET_ARN).toMatch(/^arn:aws:secretsmanager:/);
    expect(parseConfig({ ...noOrigin, STAGE: 'local' }).ORIGIN_VERIFY_SECRET).toBeUndefined();
    expect(() => parseConfig({ ...valid, ORIGIN_VERIFY_SECRET: 'short' })).toThrow(/ORIGIN_VERIFY_SECRET/);
  });
  it('reads the replica count of new search indices, 1 unless set, and refuses a negative or fractional one', () => {
    expect(parseConfig(valid).OPENSEARCH_REPLICAS).toBe(1);
    expect(parseConfig({ ...valid, OPENSEARCH_REPLICAS: '0' }).OPENSEARCH_REPLICAS).toBe(0);
    expect(() => parseConfig({ ...valid, OPENSEARCH_REPLICAS: '-1' })).toThrow(/OPENSEARCH_REPLICAS/);
    expect(() => parseConfig({ ...valid, OPENSEARCH_REPLICAS: '1.5' })).toThrow(/OPENSEARCH_REPLICAS/);
  });
  it('needs an OpenSearch endpoint when OpenSearch is the engine', () => {
    expect(() => parseConfig({ ...valid, SEARCH_ENGINE: 'opensearch' })).toThrow(/OPENSEARCH_ENDPOINT/);
  });
});
