import { describe, expect, it } from 'vitest';
import { secretKeyring } from './secret-keyring';

const KEY = 'k'.repeat(40);

describe('secretKeyring', () => {
  it('hashes per purpose: the same value under two purposes gives unrelated digests', async () => {
    const ring = secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET: KEY });
    const a = await ring.hmac('identity', 'npi:1234567893');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await ring.hmac('identity', 'npi:1234567893')).toBe(a);
    expect(await ring.hmac('removal', 'npi:1234567893')).not.toBe(a);
  });

  it('depends on the key, so the data alone cannot recompute it', async () => {
    const a = await secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET: KEY }).hmac('identity', 'x');
    const b = await secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET: 'z'.repeat(40) }).hmac('identity', 'x');
    expect(a).not.toBe(b);
  });

  it('reads the secret once, retries after a failed read, and refuses a short key', async () => {
    let calls = 0;
    const values = [undefined, KEY];
    const ring = secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET_ARN: 'arn:secret' }, async () => values[calls++]);
    await expect(ring.hmac('p', 'v')).rejects.toThrow(/at least 32/);
    const first = await ring.hmac('p', 'v');
    await ring.hmac('p', 'w');
    expect(calls).toBe(2);
    expect(first).toBe(await secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET: KEY }).hmac('p', 'v'));
  });

  it('says what is missing when neither the key nor its secret is configured', async () => {
    await expect(secretKeyring({ AWS_REGION: 'us-east-1' }).hmac('p', 'v')).rejects.toThrow(/APP_SECRET_ARN/);
  });
});
