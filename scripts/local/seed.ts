import { GetCommand, PutCommand } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import type { Config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { dynamoSuppressedAmong } from '../seed/dynamo-suppressed-among';
import { seedPhysicians } from '../seed/seed-writer';
import { ensureUser } from './user-pool';

export interface SeedUser {
  readonly email: string;
  readonly password: string;
  readonly groups: string[];
  readonly label: string;
}

/** The three local accounts; emails and passwords come from the environment with documented defaults. */
export const seedUsers = (env: Record<string, string | undefined>): SeedUser[] => [
  { label: 'admin', email: env.SEED_ADMIN_EMAIL ?? 'admin@example.com', password: env.SEED_ADMIN_PASSWORD ?? 'admin-pass-123', groups: ['admin'] },
  { label: 'demo', email: env.SEED_DEMO_EMAIL ?? 'demo@example.com', password: env.SEED_DEMO_PASSWORD ?? 'demo-pass-123', groups: ['demo'] },
  { label: 'premium recruiter', email: env.SEED_RECRUITER_EMAIL ?? 'recruiter@example.com', password: env.SEED_RECRUITER_PASSWORD ?? 'recruiter-pass-123', groups: [] },
];

const marker = { pk: 'META', sk: 'SEED' };

/** Seeds once per data folder: a marker item records that it ran, so restarts keep what users changed. */
export const seedOnce = async (c: Config, d: Deps, cognitoEndpoint: string, users: SeedUser[], physicianCount: number): Promise<boolean> => {
  const db = documentClient(c);
  const { Item } = await db.send(new GetCommand({ TableName: c.TABLE_NAME, Key: marker }));
  if (Item) return false;
  // Eight batches in flight: DynamoDB Local (in memory) takes ~2,600 rows/s this way against ~1,300 one batch at a time.
  await seedPhysicians({ store: d.physicians, keyring: d.keyring, suppressedAmong: dynamoSuppressedAmong(db, c.TABLE_NAME), count: physicianCount, seed: 42, start: 0 });
  const now = d.now().toISOString();
  for (const u of users) {
    const id = await ensureUser(cognitoEndpoint, c.USER_POOL_ID, u.email, u.password, u.groups);
    await d.users.put({ id, email: u.email, createdAt: now });
    if (u.label === 'premium recruiter') {
      await d.users.putSubscription(id, {
        subscribed: true,
        tier: 'premium',
        planName: 'Annual Plan',
        priceAmount: 1799,
        currency: 'usd',
        billingInterval: 'year',
        status: 'active',
      });
    }
  }
  await db.send(new PutCommand({ TableName: c.TABLE_NAME, Item: { ...marker, physicians: physicianCount, at: now } }));
  return true;
};
