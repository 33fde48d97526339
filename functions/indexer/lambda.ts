import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { deps } from '../adapters/pick';
import { indexStreamRecords } from './stream-handler';

/** The table stream's consumer (not an HTTP feature): keeps the search index in step with DynamoDB. */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => indexStreamRecords((await deps()).search, event);
