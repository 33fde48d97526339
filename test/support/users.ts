import { randomUUID } from 'node:crypto';
import { deps, resetDeps } from '../../functions/adapters/pick';
import { resetConfig } from '../../functions/core/config';
import type { Tier } from '../../functions/core/schemas/me';
import { ensureUser } from '../../scripts/local/user-pool';
import { signIn, stack } from './stack';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

/** This worker's deps, pointed at the shared local stack (DynamoDB Local, cognito-local). */
export const stackDeps = async () => {
  if (process.env.TABLE_NAME !== stack().env.TABLE_NAME) {
    Object.assign(process.env, stack().env);
    resetConfig();
    resetDeps();
  }
  return deps();
};

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A fresh confirmed user with its own id, so tests never share quotas or lists; optionally subscribed. */
export const makeUser = async (opts: { tier?: Exclude<Tier, 'free'>; groups?: string[]; domain?: string } = {}): Promise<TestUser> => {
  const { env } = stack();
  const email = `user-${randomUUID()}@${opts.domain ?? 'example.com'}`;
  const password = 'test-pass-123';
  const id = await ensureUser(env.COGNITO_ENDPOINT as string, env.USER_POOL_ID as string, email, password, opts.groups ?? []);
  const d = await stackDeps();
  await d.users.put({ id, email, createdAt: new Date().toISOString() });
  if (opts.tier) await d.users.putSubscription(id, { subscribed: true, tier: opts.tier, status: 'active' });
  return { id, email, token: await signIn(email, password) };
};
