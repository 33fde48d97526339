import '../local/quiet-sdk';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SingleBar } from 'cli-progress';
import { openSearchClientFor } from '../../functions/adapters/aws/opensearch-client';
import { buildDeps } from '../../functions/adapters/pick';
import type { Config } from '../../functions/core/config';
import { openSearchConfig } from './search-config';
import { provideAllAdapters } from '../../functions/adapters/all-adapters';
import { ALIAS_WAIT_MS, runRebuild } from './search-rebuild-run';
import { reconciledLine } from './search-report';

// One process runs the code of every feature here, so it provides every adapter.
provideAllAdapters();

/**
 * `npm run search:rebuild`
 * Builds a new physicians_v<N+1> from DynamoDB (the source of truth) while
 * the stream indexer keeps writing, verifies ids and versions against
 * DynamoDB, and only then moves the alias OPENSEARCH_INDEX to it, atomically
 * (see search-rebuild-run.ts). The previous index is kept for rollback.
 * Its last step reconciles the live alias with DynamoDB once more and prints the counts.
 * Exit codes: 0 swapped; 3 verification still differed (nothing swapped); 4 swapped, but ids
 * still differ after the swap (run npm run search:reconcile); 1 anything else.
 */

/** DescribeTable's ItemCount is refreshed every few hours and counts every entity: good enough for a progress bar. */
const approximateItems = async (c: Config): Promise<number> => {
  const db = new DynamoDBClient({ region: c.AWS_REGION, ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}) });
  const { Table } = await db.send(new DescribeTableCommand({ TableName: c.TABLE_NAME }));
  db.destroy();
  return Table?.ItemCount ?? 0;
};

/** Tests shorten the wait for the indexer's alias cache; nothing else should. */
const waitMs = (): number => {
  const ms = Number(process.env.SEARCH_REBUILD_ALIAS_WAIT_MS);
  return Number.isFinite(ms) && ms >= 0 && process.env.SEARCH_REBUILD_ALIAS_WAIT_MS !== undefined ? ms : ALIAS_WAIT_MS;
};

try {
  const c = openSearchConfig();
  const d = buildDeps(c);
  const started = Date.now();
  const bar = new SingleBar({
    format: '{bar} {percentage}% | {value}/{total} profiles (total approximate) | {rate}/s | ETA {eta_formatted}',
    etaBuffer: 50,
    hideCursor: true,
  });
  const total = Math.max(await approximateItems(c), 1);
  let barStarted = false;
  const outcome = await runRebuild({
    client: openSearchClientFor(c),
    alias: c.OPENSEARCH_INDEX,
    physicians: d.physicians,
    replicas: c.OPENSEARCH_REPLICAS,
    waitMs: waitMs(),
    onProgress(done) {
      if (!barStarted) bar.start(total, 0, { rate: '0' });
      barStarted = true;
      if (done > bar.getTotal()) bar.setTotal(done);
      bar.update(done, { rate: Math.round(done / Math.max((Date.now() - started) / 1000, 0.001)).toLocaleString('en-US') });
    },
  });
  if (barStarted) bar.stop();
  const v = outcome.verification;
  const n = (x: number) => x.toLocaleString('en-US');
  console.log(`Indexed ${n(outcome.loaded)} physicians into ${outcome.index} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  console.log(
    `Verified: DynamoDB ${n(v.tableCount)}, index ${n(v.indexCount)}; missing ${n(v.missing)}, older ${n(v.older)}, no longer in DynamoDB ${n(v.extra)}; fixed ${n(v.fixed)}; still differing ${n(v.remaining.length)}.`,
  );
  if (outcome.swapped) {
    console.log(`Swapped ${c.OPENSEARCH_INDEX} to ${outcome.index} in one _aliases request.`);
    console.log(reconciledLine(outcome.afterSwap));
    if (outcome.previous) console.log(`The previous index ${outcome.previous} is kept for rollback (npm run search:rollback); once satisfied, delete it: DELETE /${outcome.previous}`);
    if (outcome.afterSwap.remaining.length) process.exitCode = 4;
  } else {
    console.error(`Not swapped: ${n(v.remaining.length)} physician(s) still differ (e.g. ${v.remaining[0]}). ${c.OPENSEARCH_INDEX} is unchanged; ${outcome.index} is left for inspection (DELETE /${outcome.index} when done).`);
    process.exitCode = 3;
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  process.exitCode = 1;
}
