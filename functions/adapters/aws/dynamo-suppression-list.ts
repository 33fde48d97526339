import { type DynamoDBDocumentClient, GetCommand, PutCommand } from './sdk/lib-dynamodb';
import type { SuppressionList } from '../../core/ports';
import { keys } from './dynamo-client';

export const dynamoSuppressionList = (db: DynamoDBDocumentClient, table: string): SuppressionList => ({
  async has(hash) {
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.suppression(hash) }));
    return !!Item;
  },
  async add(hash) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.suppression(hash), type: 'suppression', createdAt: new Date().toISOString() } }));
  },
});
