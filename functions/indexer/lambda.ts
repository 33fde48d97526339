import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps, provideAdapters } from '../adapters/pick';
import { searchAdapters } from '../adapters/search-adapters';
import { indexStreamRecords } from './stream-handler';

provideAdapters(searchAdapters);

/** The table stream's consumer (not an HTTP feature): keeps the search index in step with DynamoDB. */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => indexStreamRecords((await deps()).search, event);
