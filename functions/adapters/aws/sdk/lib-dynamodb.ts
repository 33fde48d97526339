import type * as Sdk from '@aws-sdk/lib-dynamodb';
import { loadSdk } from './load';

const sdk = loadSdk('@aws-sdk/lib-dynamodb') as typeof Sdk;

export type { QueryCommandInput, QueryCommandOutput, ScanCommandInput } from '@aws-sdk/lib-dynamodb';
export type DynamoDBDocumentClient = Sdk.DynamoDBDocumentClient;
export type TransactWriteCommand = Sdk.TransactWriteCommand;
export const { BatchGetCommand, BatchWriteCommand, DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, UpdateCommand } = sdk;
