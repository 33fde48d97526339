import '../local/quiet-sdk';
import { dynamoListStore } from '../../functions/adapters/aws/dynamo-list-store';
import { tableFromEnv } from '../seed/table-env';
import { migratePhysicianIds } from './physician-id-migration';

/**
 * `npm run migrate:physician-ids`
 * One-off: gives every physician whose id is old-style (phy_0000001,
 * imp_<sha256>, a ULID) a random id and an identity item, and moves the list
 * memberships, reveal log entries and approved submissions that pointed at
 * it. Same env as `npm run seed`: TABLE_NAME, AWS_REGION, DYNAMODB_ENDPOINT
 * for DynamoDB Local, and the HMAC key (APP_SECRET, or APP_SECRET_ARN in AWS;
 * locally the data folder's). Safe to re-run: an interrupted run is finished
 * by the next. `npm start` runs it by itself on an older local table.
 */
try {
  const table = tableFromEnv(process.env);
  console.log(`Migrating old-style physician ids in ${table.table}${table.endpoint ? ` at ${table.endpoint}` : ''}`);
  const started = Date.now();
  let last = 0;
  const target = { db: table.db, table: table.table, keyring: table.keyring, lists: dynamoListStore(table.db, table.table) };
  const counts = await migratePhysicianIds(target, (c) => {
    if (Date.now() - last > 2000) {
      last = Date.now();
      console.log(`  ${c.profiles.toLocaleString('en-US')} profiles so far`);
    }
  });
  console.log(
    `Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts.profiles} profiles got new ids; moved ${counts.memberships} list memberships, ${counts.reveals} reveal log entries, ${counts.submissions} approved submissions.`,
  );
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
