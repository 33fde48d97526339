import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamoPhysicianStore } from '../../functions/adapters/aws/dynamo-physician-store';
import { dynamoSuppressionList } from '../../functions/adapters/aws/dynamo-suppression-list';
import type { PhysicianStore, SuppressionList } from '../../functions/core/ports';
import { dynamoSuppressedAmong } from './dynamo-suppressed-among';
import type { SuppressedAmong } from './suppression-filter';

/**
 * The seed and import CLIs need only the table, not the whole function
 * config (user pool, mail sender...), so they parse just these keys and fail
 * listing every missing one. In AWS there is no endpoint and the SDK's
 * default credential chain applies; against DynamoDB Local any credentials do.
 */
const schema = z.object({
  TABLE_NAME: z.string().min(1),
  AWS_REGION: z.string().min(1),
  DYNAMODB_ENDPOINT: z.url().optional(),
});

export interface TableAccess {
  readonly table: string;
  readonly endpoint: string | undefined;
  readonly physicians: PhysicianStore;
  readonly suppression: SuppressionList;
  readonly suppressedAmong: SuppressedAmong;
}

export const tableFromEnv = (env: Record<string, string | undefined>, maxSockets = 64): TableAccess => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Set ${parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`).join(', ')}`);
  }
  const { TABLE_NAME, AWS_REGION, DYNAMODB_ENDPOINT } = parsed.data;
  const local = DYNAMODB_ENDPOINT && !env.AWS_ACCESS_KEY_ID ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      ...local,
      // Enough sockets for every batch in flight plus its suppression look-ups.
      requestHandler: { httpAgent: { maxSockets }, httpsAgent: { maxSockets } },
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return {
    table: TABLE_NAME,
    endpoint: DYNAMODB_ENDPOINT,
    physicians: dynamoPhysicianStore(db, TABLE_NAME),
    suppression: dynamoSuppressionList(db, TABLE_NAME),
    suppressedAmong: dynamoSuppressedAmong(db, TABLE_NAME),
  };
};
