/**
 * The document client the adapters use: the lean one (../dynamo-lite), not
 * @aws-sdk/lib-dynamodb, whose load was 100-125 ms of every cold start
 * (issue 23, item 12). Same names and shapes; the types are the SDK's (erased).
 */
export type { QueryCommandInput, QueryCommandOutput, ScanCommandInput } from '@aws-sdk/lib-dynamodb';
export { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from '../dynamo-lite';
