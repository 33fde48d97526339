import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient as SdkClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient as SdkDocumentClient, GetCommand as SdkGetCommand, PutCommand as SdkPutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BatchWriteCommand, ConditionalCheckFailedException, DynamoDBClient, type DynamoDBClientConfig, DynamoDBDocumentClient, GetCommand, PutCommand } from '.';
import { dynamoSigner } from './signer';
import { GetSecretValueCommand, SecretsManagerClient } from './secrets';

/**
 * The lean client on the wire, against a local server that records each
 * request and answers from a script: its signature and bodies are the SDK's
 * own (the SDK is here only as the reference), and its retries are the SDK's
 * standard mode.
 */
interface Seen {
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = { status: number; body: object } | 'drop' | 'hang';

let server: Server;
let endpoint = '';
const seen: Seen[] = [];
let answers: Answer[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ headers: req.headers, body });
      const a = answers.shift() ?? { status: 200, body: {} };
      if (a === 'drop') return req.socket.destroy();
      if (a === 'hang') return;
      res.writeHead(a.status, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': 'req-1' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
afterEach(() => {
  seen.length = 0;
  answers = [];
  vi.useRealTimers();
});

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };
const lean = (config: Partial<DynamoDBClientConfig> = {}) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint, credentials, retryDelayBaseMs: 1, ...config }), { marshallOptions: { removeUndefinedValues: true } });
const sdk = () => SdkDocumentClient.from(new SdkClient({ region: 'us-east-1', endpoint, credentials, maxAttempts: 1 }), { marshallOptions: { removeUndefinedValues: true } });
const signedHeadersOf = (h: IncomingHttpHeaders) => /SignedHeaders=([^,]+)/.exec(String(h.authorization))?.[1]?.split(';') ?? [];
const SDK_ONLY = ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent'];

describe('signing', () => {
  it('signs as the SDK does: same canonical request and signature for the same headers, body and clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T12:34:56Z'));
    const input = { TableName: 'pd', Key: { pk: 'USER#1', sk: 'PROFILE' }, ConsistentRead: true };
    await sdk().send(new SdkGetCommand(input));
    await lean().send(new GetCommand(input));
    const [theirs, ours] = seen as [Seen, Seen];
    // The SDK's signature recomputed by the lean signer over the SDK's own request: the same bytes.
    const { authorization, ...unsigned } = theirs.headers;
    const resigned = await dynamoSigner('us-east-1', credentials)(
      { url: new URL(endpoint), headers: Object.fromEntries(Object.entries(unsigned).map(([k, v]) => [k, String(v)])), body: theirs.body },
      new Date('2026-11-27T12:34:56Z'),
    );
    expect(resigned.authorization).toBe(authorization);
    // And the lean request carries what the SDK's does, less the SDK's telemetry headers.
    for (const h of ['content-type', 'x-amz-target', 'x-amz-date', 'x-amz-security-token', 'x-amz-content-sha256', 'content-length']) expect(ours.headers[h], h).toBe(theirs.headers[h]);
    expect(signedHeadersOf(ours.headers)).toEqual(signedHeadersOf(theirs.headers).filter((h) => !SDK_ONLY.includes(h)));
    expect(String(ours.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261127\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/);
    expect(JSON.parse(ours.body)).toEqual(JSON.parse(theirs.body));
  });

  it('reads the keys and session token from the environment when none are configured', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDENV');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'env-token');
    try {
      await DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'eu-west-1', endpoint })).send(new GetCommand({ TableName: 'pd', Key: { pk: 'a', sk: 'b' } }));
    } finally {
      vi.unstubAllEnvs();
    }
    expect(seen[0]?.headers['x-amz-security-token']).toBe('env-token');
    expect(String(seen[0]?.headers.authorization)).toContain('Credential=AKIDENV/');
    expect(String(seen[0]?.headers.authorization)).toContain('/eu-west-1/dynamodb/aws4_request');
  });
});

describe('marshalling on the wire', () => {
  const item = { pk: 'P#1', sk: 'S', n: 1.5, big: 12345678901, s: new Set(['x', 'y']), ns: new Set([1, 2]), b: new Uint8Array([1, 2, 255]), bs: new Set([new Uint8Array([7])]), m: { l: [null, true, 'z', { u: undefined }] }, u: undefined };

  it('sends the body the SDK sends for the same put, and sends lib-dynamodb commands as well', async () => {
    await sdk().send(new SdkPutCommand({ TableName: 'pd', Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    await lean().send(new PutCommand({ TableName: 'pd', Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    await lean().send(new SdkPutCommand({ TableName: 'pd', Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    const [theirs, ours, foreign] = seen.map((s) => JSON.parse(s.body) as unknown);
    expect(ours).toEqual(theirs);
    expect(foreign).toEqual(theirs);
    expect(seen[2]?.headers['x-amz-target']).toBe('DynamoDB_20120810.PutItem');
  });

  it('answers unprocessed batch items in the native shape, binary as Uint8Array', async () => {
    answers = [{ status: 200, body: { UnprocessedItems: { pd: [{ PutRequest: { Item: { pk: { S: 'P#1' }, b: { B: 'AQL/' }, n: { N: '3' } } } }, { DeleteRequest: { Key: { pk: { S: 'P#2' } } } }] } } }];
    const out = await lean().send(new BatchWriteCommand({ RequestItems: { pd: [{ PutRequest: { Item: { pk: 'P#1' } } }] } }));
    expect(out.UnprocessedItems).toEqual({ pd: [{ PutRequest: { Item: { pk: 'P#1', b: new Uint8Array([1, 2, 255]), n: 3 } } }, { DeleteRequest: { Key: { pk: 'P#2' } } }] });
    expect(out.$metadata).toMatchObject({ httpStatusCode: 200, requestId: 'req-1', attempts: 1 });
  });
});

describe('retries (the SDK standard mode: 3 attempts)', () => {
  const get = (config?: Partial<DynamoDBClientConfig>) => lean(config).send(new GetCommand({ TableName: 'pd', Key: { pk: 'a', sk: 'b' } }));
  const error = (status: number, type: string, message = 'x') => ({ status, body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message } });

  it('retries a 500 and throttling, then answers', async () => {
    answers = [error(500, 'InternalServerError'), { status: 200, body: { Item: { pk: { S: 'a' } } } }];
    await expect(get()).resolves.toMatchObject({ Item: { pk: 'a' }, $metadata: { attempts: 2 } });
    answers = [error(400, 'ThrottlingException'), error(400, 'ProvisionedThroughputExceededException'), { status: 200, body: {} }];
    await expect(get()).resolves.toMatchObject({ $metadata: { attempts: 3 } });
    expect(seen).toHaveLength(5);
  });

  it('gives up after 3 attempts with the last error', async () => {
    answers = [error(503, 'ServiceUnavailable'), error(503, 'ServiceUnavailable'), error(503, 'ServiceUnavailable'), { status: 200, body: {} }];
    await expect(get()).rejects.toMatchObject({ name: 'ServiceUnavailable', $fault: 'server', $metadata: { httpStatusCode: 503, attempts: 3 } });
    expect(seen).toHaveLength(3);
  });

  it('retries a dropped connection and a silent server (socket timeout)', async () => {
    answers = ['drop', { status: 200, body: {} }];
    await expect(get()).resolves.toMatchObject({ $metadata: { attempts: 2 } });
    answers = ['hang', 'hang', 'hang'];
    await expect(get({ requestTimeoutMs: 150 })).rejects.toMatchObject({ name: 'TimeoutError', code: 'ETIMEDOUT' });
    expect(seen).toHaveLength(5);
  });

  it('never retries a refused condition, a cancelled transaction or a validation error', async () => {
    answers = [error(400, 'ConditionalCheckFailedException', 'The conditional request failed'), { status: 200, body: {} }];
    const e = await get().catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConditionalCheckFailedException);
    expect(e).toMatchObject({ message: 'The conditional request failed', $metadata: { attempts: 1 } });
    answers = [{ status: 400, body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'cancelled', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] } }];
    await expect(get()).rejects.toMatchObject({ name: 'TransactionCanceledException', message: 'cancelled', CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] });
    answers = [error(400, 'ValidationException')];
    await expect(get()).rejects.toMatchObject({ name: 'ValidationException', $metadata: { httpStatusCode: 400 } });
    expect(seen).toHaveLength(3);
  });
});

describe('Secrets Manager (./secrets.ts)', () => {
  const withEnvKeys = () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
    vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
  };
  afterEach(() => vi.unstubAllEnvs());

  it('sends GetSecretValue as JSON 1.1, signed for the secretsmanager service, and returns the secret', async () => {
    withEnvKeys();
    answers = [{ status: 200, body: { ARN: 'arn:x', SecretString: 's3cret', VersionStages: ['AWSCURRENT'] } }];
    const out = await new SecretsManagerClient({ region: 'us-east-1', endpoint }).send(new GetSecretValueCommand({ SecretId: 'arn:x', VersionStage: 'AWSPREVIOUS' }));
    expect(out.SecretString).toBe('s3cret');
    const [req] = seen;
    expect(req?.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(req?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(String(req?.headers.authorization)).toMatch(/Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/secretsmanager\/aws4_request/);
    expect(req?.headers['x-amz-security-token']).toBe(credentials.sessionToken);
    expect(JSON.parse(req?.body ?? '{}')).toEqual({ SecretId: 'arn:x', VersionStage: 'AWSPREVIOUS' });
  });

  it("names a service error as the SDK does, so a secret never rotated (no AWSPREVIOUS) is told apart", async () => {
    withEnvKeys();
    answers = [{ status: 400, body: { __type: 'ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret value for staging label: AWSPREVIOUS" } }];
    const read = new SecretsManagerClient({ region: 'us-east-1', endpoint }).send(new GetSecretValueCommand({ SecretId: 'arn:x', VersionStage: 'AWSPREVIOUS' }));
    await expect(read).rejects.toMatchObject({ name: 'ResourceNotFoundException', $metadata: { httpStatusCode: 400 } });
  });
});
