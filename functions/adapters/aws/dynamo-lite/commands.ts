import type * as Doc from '@aws-sdk/lib-dynamodb';
import { ALL_MEMBERS, ALL_VALUES, type KeyNodes, SELF } from './translate';

type Nodes = Record<string, KeyNodes>;

/**
 * A document command: its input (native values), the DynamoDB operation it
 * calls, and lib-dynamodb's key nodes (./translate.ts). `Output` is the
 * answer's type only, for DynamoDBDocumentClient.send.
 */
export abstract class LeanCommand<Input extends object, Output> {
  abstract readonly operation: string;
  abstract readonly inputKeyNodes: Nodes;
  abstract readonly outputKeyNodes: Nodes;
  declare readonly __output?: Output;
  constructor(readonly input: Input) {}
}

const expected = { '*': { Value: SELF, AttributeValueList: ALL_MEMBERS } };
const itemCollection = { ItemCollectionKey: ALL_VALUES };
const writeRequests = { '*': { '*': { PutRequest: { Item: ALL_VALUES }, DeleteRequest: { Key: ALL_VALUES } } } };
const pageOut = { Items: { '*': ALL_VALUES }, LastEvaluatedKey: ALL_VALUES };
const conditionOf = (key: 'Key' | 'Item') => ({ [key]: ALL_VALUES, ExpressionAttributeValues: ALL_VALUES });

export class BatchGetCommand extends LeanCommand<Doc.BatchGetCommandInput, Doc.BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
  readonly inputKeyNodes = { RequestItems: { '*': { Keys: { '*': ALL_VALUES } } } };
  readonly outputKeyNodes = { Responses: { '*': { '*': ALL_VALUES } }, UnprocessedKeys: { '*': { Keys: { '*': ALL_VALUES } } } };
}

export class BatchWriteCommand extends LeanCommand<Doc.BatchWriteCommandInput, Doc.BatchWriteCommandOutput> {
  readonly operation = 'BatchWriteItem';
  readonly inputKeyNodes = { RequestItems: writeRequests };
  readonly outputKeyNodes = { UnprocessedItems: writeRequests, ItemCollectionMetrics: { '*': { '*': itemCollection } } };
}

export class DeleteCommand extends LeanCommand<Doc.DeleteCommandInput, Doc.DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
  readonly inputKeyNodes = { Key: ALL_VALUES, Expected: expected, ExpressionAttributeValues: ALL_VALUES };
  readonly outputKeyNodes = { Attributes: ALL_VALUES, ItemCollectionMetrics: itemCollection };
}

export class GetCommand extends LeanCommand<Doc.GetCommandInput, Doc.GetCommandOutput> {
  readonly operation = 'GetItem';
  readonly inputKeyNodes = { Key: ALL_VALUES };
  readonly outputKeyNodes = { Item: ALL_VALUES };
}

export class PutCommand extends LeanCommand<Doc.PutCommandInput, Doc.PutCommandOutput> {
  readonly operation = 'PutItem';
  readonly inputKeyNodes = { Item: ALL_VALUES, Expected: expected, ExpressionAttributeValues: ALL_VALUES };
  readonly outputKeyNodes = { Attributes: ALL_VALUES, ItemCollectionMetrics: itemCollection };
}

export class QueryCommand extends LeanCommand<Doc.QueryCommandInput, Doc.QueryCommandOutput> {
  readonly operation = 'Query';
  readonly inputKeyNodes = {
    KeyConditions: { '*': { AttributeValueList: ALL_MEMBERS } },
    QueryFilter: { '*': { AttributeValueList: ALL_MEMBERS } },
    ExclusiveStartKey: ALL_VALUES,
    ExpressionAttributeValues: ALL_VALUES,
  };
  readonly outputKeyNodes = pageOut;
}

export class ScanCommand extends LeanCommand<Doc.ScanCommandInput, Doc.ScanCommandOutput> {
  readonly operation = 'Scan';
  readonly inputKeyNodes = { ScanFilter: { '*': { AttributeValueList: ALL_MEMBERS } }, ExclusiveStartKey: ALL_VALUES, ExpressionAttributeValues: ALL_VALUES };
  readonly outputKeyNodes = pageOut;
}

export class TransactWriteCommand extends LeanCommand<Doc.TransactWriteCommandInput, Doc.TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
  readonly inputKeyNodes = { TransactItems: { '*': { ConditionCheck: conditionOf('Key'), Put: conditionOf('Item'), Delete: conditionOf('Key'), Update: conditionOf('Key') } } };
  readonly outputKeyNodes = { ItemCollectionMetrics: { '*': { '*': itemCollection } } };
}

export class UpdateCommand extends LeanCommand<Doc.UpdateCommandInput, Doc.UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
  readonly inputKeyNodes = { Key: ALL_VALUES, AttributeUpdates: { '*': { Value: SELF } }, Expected: expected, ExpressionAttributeValues: ALL_VALUES };
  readonly outputKeyNodes = { Attributes: ALL_VALUES, ItemCollectionMetrics: itemCollection };
}
