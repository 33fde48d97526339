import { createHash, timingSafeEqual } from 'node:crypto';
import { originSecretCheck } from '../adapters/aws/origin-secrets';
import type { Config } from '../core/config';
import { AppError } from '../core/errors';
import { ORIGIN_VERIFY_HEADER } from './origin-header';

export { ORIGIN_VERIFY_HEADER };

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

/** Equal-length digests, so the comparison takes the same time however much of a guess is right. */
export const matchesAny = (presented: string, accepted: readonly string[]): boolean =>
  accepted.some((value) => timingSafeEqual(digest(presented), digest(value)));

let checkFor: { config: Config; check: ReturnType<typeof originSecretCheck> } | undefined;

/**
 * Refuses (403) a request that did not come through CloudFront: the
 * execute-api endpoint is public, and only CloudFront knows the value. Runs
 * before routing, auth and validation, so such a caller learns nothing, and
 * the CloudFront-Viewer-Address the rate limits key on can be trusted after
 * it. The header is removed once checked, so no endpoint sees or logs it.
 * Without any configured value (local stages only: config refuses dev and
 * prod) nothing is checked.
 */
export const verifyOrigin = async (c: Config, headers: Record<string, string | undefined>): Promise<void> => {
  if (checkFor?.config !== c) checkFor = { config: c, check: originSecretCheck(c, matchesAny) };
  const presented = headers[ORIGIN_VERIFY_HEADER];
  delete headers[ORIGIN_VERIFY_HEADER];
  const check = checkFor.check;
  if (!check) return;
  if (!presented || !(await check(presented))) throw new AppError('FORBIDDEN', 'Forbidden');
};
