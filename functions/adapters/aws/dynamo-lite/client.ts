import type * as Doc from '@aws-sdk/lib-dynamodb';
import { defaultCredentials } from '../aws-credentials';
import type { AwsCredentials } from '../opensearch-http';
import type { LeanCommand } from './commands';
import { DynamoServiceError, errorOf } from './errors';
import { NetworkError, post } from './http';
import { retryDelayOf, isRetryable } from './retry';
import { dynamoSigner } from './signer';
import { type KeyNodes, type MarshallOptions, marshallInput, toWireJson, unmarshallOutput } from './translate';

export interface DynamoDBClientConfig {
  region: string;
  /** DynamoDB Local (http) locally and in tests; else https://dynamodb.<region>.amazonaws.com. */
  endpoint?: string;
  /** Fixed keys (a script against DynamoDB Local); else the environment's, else the SDK's default chain. */
  credentials?: AwsCredentials;
  /** Attempts per request, the first included (the SDK's standard mode: 3). */
  maxAttempts?: number;
  maxSockets?: number;
  /** An attempt with no byte for this long is abandoned and retried. */
  requestTimeoutMs?: number;
  /** First backoff of a non-throttling retry (throttling waits 5 times longer), as the SDK's 100 ms. */
  retryDelayBaseMs?: number;
}

export interface RawAnswer {
  output: Record<string, unknown>;
  $metadata: { httpStatusCode: number; requestId?: string; attempts: number; totalRetryDelay: number };
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The low-level client: one DynamoDB JSON 1.0 call (POST /, X-Amz-Target),
 * SigV4-signed, retried as the SDK's standard mode retries (./retry.ts).
 */
export class DynamoDBClient {
  readonly url: URL;
  private readonly sign: ReturnType<typeof dynamoSigner>;
  constructor(readonly config: DynamoDBClientConfig) {
    this.url = new URL(config.endpoint ?? `https://dynamodb.${config.region}.amazonaws.com`);
    this.sign = dynamoSigner(config.region, config.credentials ?? defaultCredentials);
  }

  /** The headers of one attempt, signed (at `signingDate`, else now). */
  async signedHeaders(operation: string, body: string, signingDate?: Date): Promise<Record<string, string>> {
    const headers = {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': `DynamoDB_20120810.${operation}`,
      'content-length': String(Buffer.byteLength(body)),
    };
    return this.sign({ url: this.url, headers, body }, signingDate);
  }

  async call(operation: string, body: string): Promise<RawAnswer> {
    const { maxAttempts = 3, maxSockets = 50, requestTimeoutMs = 10_000, retryDelayBaseMs = 100 } = this.config;
    let totalRetryDelay = 0;
    for (let attempts = 1; ; attempts++) {
      let error: NetworkError | DynamoServiceError;
      try {
        // Signed anew per attempt: the signature covers x-amz-date, and credentials may have been refreshed.
        const headers = await this.signedHeaders(operation, body);
        const res = await post(this.url, headers, body, { timeoutMs: requestTimeoutMs, maxSockets });
        const $metadata = { httpStatusCode: res.status, ...(res.requestId ? { requestId: res.requestId } : {}), attempts, totalRetryDelay };
        if (res.status >= 200 && res.status < 300) return { output: res.text ? (JSON.parse(res.text) as Record<string, unknown>) : {}, $metadata };
        error = errorOf(res.status, res.text, $metadata);
      } catch (e) {
        if (!(e instanceof NetworkError)) throw e;
        error = e;
      }
      if (attempts >= maxAttempts || !isRetryable(error)) throw error;
      const delay = retryDelayOf(error, attempts, retryDelayBaseMs);
      totalRetryDelay += delay;
      await sleep(delay);
    }
  }

  /** Nothing to release: the keep-alive sockets close with the process (the SDK's client has it). */
  destroy(): void {}
}

/** What send needs of a command: ours, or lib-dynamodb's own (scripts and tests build those), read through the same key nodes. */
interface SdkDocumentCommand {
  input: object;
  inputKeyNodes: Record<string, KeyNodes>;
  outputKeyNodes: Record<string, KeyNodes>;
  clientCommand: { constructor: { name: string } };
}
type AnyCommand = LeanCommand<object, unknown> | SdkDocumentCommand;
const operationOf = (c: AnyCommand): string => ('operation' in c ? c.operation : c.clientCommand.constructor.name.replace(/Command$/, ''));

/** lib-dynamodb's DynamoDBDocumentClient, for the nine commands the adapters send: native values in and out. */
export class DynamoDBDocumentClient {
  private constructor(
    readonly client: DynamoDBClient,
    private readonly marshallOptions: MarshallOptions,
  ) {}

  static from(client: DynamoDBClient, translateConfig: { marshallOptions?: MarshallOptions } = {}): DynamoDBDocumentClient {
    return new DynamoDBDocumentClient(client, translateConfig.marshallOptions ?? {});
  }

  send<O>(command: LeanCommand<object, O>): Promise<O>;
  send(command: Doc.BatchGetCommand): Promise<Doc.BatchGetCommandOutput>;
  send(command: Doc.BatchWriteCommand): Promise<Doc.BatchWriteCommandOutput>;
  send(command: Doc.DeleteCommand): Promise<Doc.DeleteCommandOutput>;
  send(command: Doc.GetCommand): Promise<Doc.GetCommandOutput>;
  send(command: Doc.PutCommand): Promise<Doc.PutCommandOutput>;
  send(command: Doc.QueryCommand): Promise<Doc.QueryCommandOutput>;
  send(command: Doc.ScanCommand): Promise<Doc.ScanCommandOutput>;
  send(command: Doc.TransactWriteCommand): Promise<Doc.TransactWriteCommandOutput>;
  send(command: Doc.UpdateCommand): Promise<Doc.UpdateCommandOutput>;
  async send(command: object): Promise<unknown> {
    const c = command as AnyCommand;
    const body = toWireJson(marshallInput(c.input, c.inputKeyNodes, this.marshallOptions));
    const { output, $metadata } = await this.client.call(operationOf(c), body);
    return { $metadata, ...unmarshallOutput(output, c.outputKeyNodes) };
  }

  destroy(): void {
    this.client.destroy();
  }
}
