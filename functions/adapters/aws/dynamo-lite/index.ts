/**
 * A lean DynamoDB document client (issue 23, item 12): lib-dynamodb's
 * commands and answers over DynamoDB's JSON protocol, without the SDK.
 * The adapters reach it through ../sdk/lib-dynamodb and ../sdk/client-dynamodb.
 */
export { DynamoDBClient, type DynamoDBClientConfig, DynamoDBDocumentClient } from './client';
export { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, LeanCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } from './commands';
export { ConditionalCheckFailedException, DynamoServiceError, TransactionCanceledException } from './errors';
