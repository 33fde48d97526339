import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local origin verify value (ORIGIN_VERIFY_SECRET): made at the first
 * start and kept in the data folder, like the Stripe webhook secret. The
 * local server adds it to every /api request, as CloudFront does in AWS, so
 * the handlers run the same check as there.
 */
export const localOriginEnv = (dataDir: string): Record<string, string> => {
  const file = join(dataDir, 'origin-verify-secret');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept.length >= 32) return { ORIGIN_VERIFY_SECRET: kept };
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ORIGIN_VERIFY_SECRET: secret };
};
