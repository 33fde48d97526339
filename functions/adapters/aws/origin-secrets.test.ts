import { GetSecretValueCommand, type GetSecretValueCommandOutput } from './sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { matchesAny } from '../../http/origin-verify';
import { ORIGIN_SECRET_FRESH_MS, ORIGIN_SECRET_RECHECK_MS, originSecretCheck } from './origin-secrets';
import type { SecretReader } from './stripe-keys';

const arn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:origin-verify-AbCdEf';
const notFound = Object.assign(new Error("Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS"), { name: 'ResourceNotFoundException' });

/** A Secrets Manager holding the given value per version stage; counts the reads. */
const fakeSecrets = (stages: Record<string, string | Error>) => {
  const reads: string[] = [];
  const client: SecretReader = {
    send(command: GetSecretValueCommand): Promise<GetSecretValueCommandOutput> {
      const stage = command.input.VersionStage ?? 'AWSCURRENT';
      reads.push(stage);
      const value = stages[stage] ?? notFound;
      return value instanceof Error ? Promise.reject(value) : Promise.resolve({ SecretString: value, $metadata: {} });
    },
  };
  return { stages, reads, factory: () => client };
};

const clock = () => {
  let t = 1_000_000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

const inAws = { AWS_REGION: 'us-east-1', ORIGIN_VERIFY_SECRET_ARN: arn };

describe('originSecretCheck', () => {
  it('accepts the env value and the previous one, nothing else, and reads no secret', async () => {
    const check = originSecretCheck({ AWS_REGION: 'x', ORIGIN_VERIFY_SECRET: 'current-value-1234', ORIGIN_VERIFY_SECRET_PREVIOUS: 'previous-value-123' }, matchesAny);
    expect(await check?.('current-value-1234')).toBe(true);
    expect(await check?.('previous-value-123')).toBe(true);
    expect(await check?.('current-value-123')).toBe(false);
  });

  it('checks nothing when no value and no ARN is configured (local stages; config refuses that in dev and prod)', () => {
    expect(originSecretCheck({ AWS_REGION: 'x' }, matchesAny)).toBeUndefined();
  });

  it('accepts AWSCURRENT and AWSPREVIOUS of the secret, read once while fresh', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'new-value', AWSPREVIOUS: 'old-value' });
    const check = originSecretCheck(inAws, matchesAny, secrets.factory)!;
    expect(await check('new-value')).toBe(true);
    expect(await check('old-value')).toBe(true);
    expect(await check('forged')).toBe(false);
    expect(secrets.reads.sort()).toEqual(['AWSCURRENT', 'AWSPREVIOUS']);
  });

  it('works for a secret never rotated (no AWSPREVIOUS)', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'only-value' });
    const check = originSecretCheck(inAws, matchesAny, secrets.factory)!;
    expect(await check('only-value')).toBe(true);
  });

  it('picks up a rotation: an unknown value rereads at most once a minute, and every value is reread after 5 minutes', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'v1' });
    const t = clock();
    const check = originSecretCheck(inAws, matchesAny, secrets.factory, t.now)!;
    expect(await check('v1')).toBe(true);
    secrets.stages.AWSPREVIOUS = 'v1';
    secrets.stages.AWSCURRENT = 'v2';
    expect(await check('v2')).toBe(false); // read just now: a forged value cannot make it read again
    expect(secrets.reads).toHaveLength(2);
    t.advance(ORIGIN_SECRET_RECHECK_MS + 1);
    expect(await check('v2')).toBe(true);
    expect(await check('v1')).toBe(true);
    expect(secrets.reads).toHaveLength(4);
    secrets.stages.AWSPREVIOUS = 'v2';
    secrets.stages.AWSCURRENT = 'v3';
    t.advance(ORIGIN_SECRET_FRESH_MS + 1);
    expect(await check('v1')).toBe(false);
  });

  it('keeps the values it has when a reread fails, and fails the first read loudly', async () => {
    const secrets = fakeSecrets({ AWSCURRENT: 'v1' });
    const t = clock();
    const check = originSecretCheck(inAws, matchesAny, secrets.factory, t.now)!;
    expect(await check('v1')).toBe(true);
    secrets.stages.AWSCURRENT = new Error('throttled');
    t.advance(ORIGIN_SECRET_FRESH_MS + 1);
    expect(await check('v1')).toBe(true);

    const broken = originSecretCheck(inAws, matchesAny, fakeSecrets({ AWSCURRENT: new Error('AccessDenied') }).factory)!;
    await expect(broken('v1')).rejects.toThrow(/AccessDenied/);
  });
});
