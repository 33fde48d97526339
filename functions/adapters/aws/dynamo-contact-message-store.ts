import { type DynamoDBDocumentClient, PutCommand } from './sdk/lib-dynamodb';
import type { ContactMessageStore } from '../../core/public-form-ports';
import { keys } from './dynamo-client';

export const dynamoContactMessageStore = (db: DynamoDBDocumentClient, table: string): ContactMessageStore => ({
  async put(message) {
    await db.send(new PutCommand({ TableName: table, Item: { ...keys.contactMessage(message.id), type: 'contact-message', ...message } }));
  },
});
