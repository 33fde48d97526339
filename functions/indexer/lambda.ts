import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { config } from '../core/config';
import type { SearchIndex } from '../core/ports';
import { deps, provideAdapters } from '../adapters/pick';
import { openSearchClientFor } from '../adapters/aws/opensearch-client';
import { buildingAliasOf } from '../adapters/aws/opensearch-lifecycle-names';
import { openSearchIndex } from '../adapters/aws/opensearch-search-index';
import { searchAdapters } from '../adapters/search-adapters';
import { defaultRetryPolicy } from './apply-with-retries';
import { indexStreamRecords } from './stream-handler';

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

/** The table stream's consumer (not an HTTP feature): keeps the search index in step with DynamoDB. */
export const handler = async (event: DynamoDBStreamEvent, context?: Pick<Context, 'getRemainingTimeInMillis'>): Promise<DynamoDBBatchResponse> =>
  indexStreamRecords(await (indexer ??= indexerIndex()), event, {
    ...defaultRetryPolicy,
    ...(context ? { remainingMs: () => context.getRemainingTimeInMillis() } : {}),
  });
