import { GetCommand, PutCommand } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import type { Config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { type MigrationCounts, migratePhysicianIds } from '../ops/physician-id-migration';

const marker = { pk: 'META', sk: 'PHYSICIAN_IDS' };

/**
 * A data folder from before random physician ids gets them at its next start
 * (the scan runs once per folder: a marker records it). Returns what moved,
 * or null when the folder was done before.
 */
export const migratePhysicianIdsOnce = async (c: Config, d: Pick<Deps, 'keyring' | 'lists' | 'now'>): Promise<MigrationCounts | null> => {
  const db = documentClient(c);
  const { Item } = await db.send(new GetCommand({ TableName: c.TABLE_NAME, Key: marker, ConsistentRead: true }));
  if (Item) return null;
  const counts = await migratePhysicianIds({ db, table: c.TABLE_NAME, keyring: d.keyring, lists: d.lists });
  await db.send(new PutCommand({ TableName: c.TABLE_NAME, Item: { ...marker, ...counts, at: d.now().toISOString() } }));
  return counts;
};
