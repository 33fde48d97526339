import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient } from '../../functions/adapters/aws/sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '../../functions/adapters/aws/sdk/lib-dynamodb';
import { z } from 'zod';
import { dynamoPhysicianStore } from '../../functions/adapters/aws/dynamo-physician-store';
import { dynamoSuppressionList } from '../../functions/adapters/aws/dynamo-suppression-list';
import { secretKeyring } from '../../functions/adapters/aws/secret-keyring';
import type { Keyring, PhysicianStore, SuppressionList } from '../../functions/core/ports';
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
  APP_SECRET: z.string().min(32).optional(),
  APP_SECRET_ARN: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).optional(),
});

/** Against DynamoDB Local without a key given, the one the local stack keeps in its data folder (scripts/local/app-secret.ts). */
const localKey = (dataDir: string): string | undefined => {
  const file = join(dataDir, 'app-secret');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
};

export interface TableAccess {
  readonly table: string;
  /** For ops scripts that work on items the ports do not cover (migrations). */
  readonly db: DynamoDBDocumentClient;
  readonly endpoint: string | undefined;
  readonly physicians: PhysicianStore;
  readonly suppression: SuppressionList;
  readonly suppressedAmong: SuppressedAmong;
  /** The product's HMAC key (APP_SECRET, else APP_SECRET_ARN in AWS): physician identities are keyed hashes. */
  readonly keyring: Keyring;
}

export const tableFromEnv = (env: Record<string, string | undefined>, maxSockets = 64): TableAccess => {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Set ${parsed.error.issues.map((i) => `${i.path.join('.')} (${i.message})`).join(', ')}`);
  }
  const { TABLE_NAME, AWS_REGION, DYNAMODB_ENDPOINT, APP_SECRET_ARN, DATA_DIR } = parsed.data;
  const APP_SECRET = parsed.data.APP_SECRET ?? (DYNAMODB_ENDPOINT && !APP_SECRET_ARN ? localKey(DATA_DIR ?? '.data') : undefined);
  const local = DYNAMODB_ENDPOINT && !env.AWS_ACCESS_KEY_ID ? { credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {};
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}),
      ...local,
      // Enough sockets for every batch in flight plus its suppression look-ups.
      maxSockets,
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return {
    table: TABLE_NAME,
    db,
    endpoint: DYNAMODB_ENDPOINT,
    physicians: dynamoPhysicianStore(db, TABLE_NAME),
    suppression: dynamoSuppressionList(db, TABLE_NAME),
    suppressedAmong: dynamoSuppressedAmong(db, TABLE_NAME),
    keyring: secretKeyring({ AWS_REGION, APP_SECRET, APP_SECRET_ARN }),
  };
};
