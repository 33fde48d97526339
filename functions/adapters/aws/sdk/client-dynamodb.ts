/** DynamoDB's client and the errors the adapters tell apart, from the lean client (../dynamo-lite; see ./lib-dynamodb.ts). */
export { ConditionalCheckFailedException, DynamoDBClient, TransactionCanceledException } from '../dynamo-lite';
