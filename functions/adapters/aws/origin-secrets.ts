import { GetSecretValueCommand, SecretsManagerClient } from './sdk/client-secrets-manager';
import type { Config } from '../../core/config';
import type { SecretReader } from './stripe-keys';

/** A value read this long ago is read again before it is trusted: a rotation reaches every container within it. */
export const ORIGIN_SECRET_FRESH_MS = 5 * 60_000;
/** An unknown value makes a container reread the secret, at most this often, so callers cannot make it hammer Secrets Manager. */
export const ORIGIN_SECRET_RECHECK_MS = 60_000;

type Check = (presented: string) => Promise<boolean>;

const readStage = async (client: SecretReader, arn: string, stage: 'AWSCURRENT' | 'AWSPREVIOUS'): Promise<string | undefined> => {
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: arn, VersionStage: stage }));
    return out.SecretString || undefined;
  } catch (e) {
    // A secret never rotated has no AWSPREVIOUS; only AWSCURRENT must exist.
    if (stage === 'AWSPREVIOUS' && (e as { name?: string }).name === 'ResourceNotFoundException') return undefined;
    throw e;
  }
};

/**
 * The values of the origin verify secret this function accepts, given a
 * matcher that compares in constant time. Env values win (local, tests);
 * otherwise the secret's AWSCURRENT and AWSPREVIOUS versions, so requests
 * CloudFront still signs with the old value pass while a rotation deploys.
 * They are read on first use and again after ORIGIN_SECRET_FRESH_MS, or
 * sooner when an unknown value arrives, since that may be the new one.
 * A failed reread keeps the values read before.
 */
export const originSecretCheck = (
  c: Pick<Config, 'AWS_REGION' | 'ORIGIN_VERIFY_SECRET' | 'ORIGIN_VERIFY_SECRET_PREVIOUS' | 'ORIGIN_VERIFY_SECRET_ARN'>,
  matches: (presented: string, accepted: readonly string[]) => boolean,
  secrets: () => SecretReader = () => new SecretsManagerClient({ region: c.AWS_REGION }),
  now: () => number = Date.now,
): Check | undefined => {
  if (c.ORIGIN_VERIFY_SECRET) {
    const accepted = [c.ORIGIN_VERIFY_SECRET, ...(c.ORIGIN_VERIFY_SECRET_PREVIOUS ? [c.ORIGIN_VERIFY_SECRET_PREVIOUS] : [])];
    return (presented) => Promise.resolve(matches(presented, accepted));
  }
  const arn = c.ORIGIN_VERIFY_SECRET_ARN;
  if (!arn) return undefined;
  let client: SecretReader | undefined;
  let cache: { values: string[]; at: number } | undefined;
  let loading: Promise<void> | undefined;
  const load = (): Promise<void> => {
    client ??= secrets();
    const reader = client;
    loading ??= Promise.all([readStage(reader, arn, 'AWSCURRENT'), readStage(reader, arn, 'AWSPREVIOUS')])
      .then((values) => {
        const read = values.filter((v): v is string => Boolean(v));
        if (!read.length) throw new Error(`Secret ${arn} has no value`);
        cache = { values: read, at: now() };
      })
      .catch((e: unknown) => {
        if (!cache) throw e;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  };
  return async (presented) => {
    if (!cache || now() - cache.at > ORIGIN_SECRET_FRESH_MS) await load();
    if (cache && matches(presented, cache.values)) return true;
    if (cache && now() - cache.at > ORIGIN_SECRET_RECHECK_MS) {
      await load();
      return matches(presented, cache.values);
    }
    return false;
  };
};
