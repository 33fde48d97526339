import '../local/quiet-sdk';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SingleBar } from 'cli-progress';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { ensureSearchIndex } from '../../functions/adapters/aws/opensearch-index-admin';
import { buildDeps } from '../../functions/adapters/pick';
import type { Config } from '../../functions/core/config';
import type { SearchIndex } from '../../functions/core/ports';
import { rebuildSearchIndex } from '../../functions/indexer/rebuild';
import { openSearchConfig } from './search-config';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

/**
 * `npx tsx scripts/ops/rebuild-search-index.ts`
 * Scans every physician in DynamoDB (the source of truth) through the
 * PhysicianStore port and upserts the summaries into the configured
 * SearchIndex, creating the index first if it is absent. Safe to run while
 * the stream indexer is live: both write whole documents by id.
 * It does not delete documents whose profile is gone from DynamoDB; for a
 * clean slate, point OPENSEARCH_INDEX at a new index and rebuild into it.
 */

/** DescribeTable's ItemCount is refreshed every few hours and counts every entity: good enough for a progress bar. */
const approximateItems = async (c: Config): Promise<number> => {
  const db = new DynamoDBClient({ region: c.AWS_REGION, ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}) });
  const { Table } = await db.send(new DescribeTableCommand({ TableName: c.TABLE_NAME }));
  db.destroy();
  return Table?.ItemCount ?? 0;
};

try {
  const c = openSearchConfig();
  const ensured = await ensureSearchIndex(openSearchClientFor(c), c.OPENSEARCH_INDEX);
  if (ensured.status === 'created') console.log(`Created index ${c.OPENSEARCH_INDEX}.`);
  else if (ensured.differingFields.length) console.warn(`Warning: the mapping of ${c.OPENSEARCH_INDEX} differs for ${ensured.differingFields.join(', ')}.`);

  const d = buildDeps(c);
  const started = Date.now();
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {value}/{total} profiles (total approximate) | {rate}/s | ETA {eta_formatted}',
    etaBuffer: 50,
    hideCursor: true,
  });
  bar.start(Math.max(await approximateItems(c), 1), 0, { rate: '0' });
  let done = 0;
  const counting: SearchIndex = {
    ...d.search,
    async upsert(docs) {
      await d.search.upsert(docs);
      done += docs.length;
      if (done > bar.getTotal()) bar.setTotal(done);
      bar.update(done, { rate: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)).toLocaleString('en-US') });
    },
  };
  const count = await rebuildSearchIndex({ physicians: d.physicians, search: counting });
  bar.setTotal(Math.max(count, 1));
  bar.update(count);
  bar.stop();
  console.log(`Indexed ${count.toLocaleString('en-US')} physicians into ${c.OPENSEARCH_INDEX} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
