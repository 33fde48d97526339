import '../local/quiet-sdk';
import { DynamoDBClient } from '../../functions/adapters/aws/sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { migrateLegacyLists } from '../../functions/adapters/aws/dynamo-list-migration';
import { migrateListPipeline } from '../../functions/adapters/aws/dynamo-list-pipeline-migration';
import { migrateListNames } from '../../functions/adapters/aws/dynamo-list-name-keys';

/**
 * `npm run migrate:lists`
 * One-off for a table with physician lists from before counts were stored:
 * each list gets its `physicianCount`, each member row its gsi2 page keys,
 * each owner the LIST_COUNT of the 200-list cap. Needs TABLE_NAME and
 * AWS_REGION (and DYNAMODB_ENDPOINT for DynamoDB Local). Idempotent: only
 * items lacking the new attributes are written. Run it right after deploying
 * this version (until then, adds to an old list fail loudly rather than
 * miscount); `npm start` runs it by itself on an older local table.
 * Then member rows from before statuses (issue 17) get status New, their
 * status row and their owner's list mark (migrateListPipeline, idempotent),
 * and then their name key and name row for the name sort (migrateListNames, idempotent).
 */
try {
  const table = process.env.TABLE_NAME;
  const region = process.env.AWS_REGION;
  if (!table || !region) throw new Error('Set TABLE_NAME and AWS_REGION (and DYNAMODB_ENDPOINT for DynamoDB Local).');
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region, ...(endpoint ? { endpoint } : {}) }));
  const started = Date.now();
  const done = await migrateLegacyLists(db, table);
  const upgraded = await migrateListPipeline(db, table);
  const named = await migrateListNames(db, table);
  console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${done.lists} lists got their counts, ${done.members} member rows their page keys, ${upgraded} their status, ${named} their name key.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
