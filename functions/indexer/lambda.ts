import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../core/config';
import type { SearchIndex } from '../core/ports';
import { deps, provideAdapters } from '../adapters/pick';
import { openSearchClientFor } from '../adapters/aws/opensearch-client';
import { buildingAliasOf } from '../adapters/aws/opensearch-lifecycle-names';
import { openSearchIndex } from '../adapters/aws/opensearch-search-index';
import { searchAdapters } from '../adapters/search-adapters';
import { documentClient } from '../adapters/aws/dynamo-client';
import { rekeyPhysicianNames } from '../adapters/aws/dynamo-list-name-keys';
import { defaultRetryPolicy } from './apply-with-retries';
import { mergeFailures, rekeyRenamedPhysicians } from './list-name-changes';
import { indexStreamRecords } from './stream-handler';
import { withSourceStacks } from '../core/source-stack';

// Locally (SEARCH_ENGINE=local) the index is the process's search adapter; nothing else of Deps is read.
provideAdapters(searchAdapters);

/**
 * Only the indexer writes to the rebuild's alias as well (while it exists), so
 * only it needs GET /_alias/physicians_building; the other features' index
 * writes only the live alias.
 */
let indexer: Promise<Pick<SearchIndex, 'apply'>> | undefined;
const indexerIndex = async (): Promise<Pick<SearchIndex, 'apply'>> => {
  const c = config();
  if (c.SEARCH_ENGINE !== 'opensearch') return (await deps()).search;
  return openSearchIndex({ client: openSearchClientFor(c), index: c.OPENSEARCH_INDEX, buildingAlias: buildingAliasOf(c.OPENSEARCH_INDEX) });
};

let table: ReturnType<typeof documentClient> | undefined;

/**
 * The table stream's consumer (not an HTTP feature): keeps the search index
 * in step with DynamoDB, and the lists' name rows with renamed physicians.
 */
export const handler = withSourceStacks(async (event: DynamoDBStreamEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> => {
  const indexed = await indexStreamRecords(await (indexer ??= indexerIndex()), event, {
    ...defaultRetryPolicy,
    ...(context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {}),
  });
  const db = (table ??= documentClient(config()));
  const rekeyed = await rekeyRenamedPhysicians(event, (id) => rekeyPhysicianNames(db, config().TABLE_NAME, id));
  return mergeFailures(indexed, rekeyed);
});
