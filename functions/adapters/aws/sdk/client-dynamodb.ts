import type * as Sdk from '@aws-sdk/client-dynamodb';
import { loadSdk } from './load';

const sdk = loadSdk('@aws-sdk/client-dynamodb') as typeof Sdk;

export const { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } = sdk;
