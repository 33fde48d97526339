import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The local stack's HMAC key (APP_SECRET): made at the first start and kept
 * in the data folder, never in the repo, so identities and removal links
 * stay valid across restarts and no two data folders share a key. In AWS
 * the same key lives in Secrets Manager.
 */
export const localAppSecret = (dataDir: string): string => {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
};
