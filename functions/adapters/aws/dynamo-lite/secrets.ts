import { defaultCredentials } from '../aws-credentials';
import { DynamoServiceError } from './errors';
import { post } from './http';
import { awsJsonSigner } from './signer';

/** What the functions ask of Secrets Manager: one secret's value, by id and optionally by stage. */
export interface GetSecretValueCommandInput {
  SecretId: string;
  VersionStage?: string;
  VersionId?: string;
}
export interface GetSecretValueCommandOutput {
  ARN?: string;
  Name?: string;
  VersionId?: string;
  SecretString?: string;
  VersionStages?: string[];
  $metadata?: { httpStatusCode?: number; requestId?: string };
}

export class GetSecretValueCommand {
  constructor(readonly input: GetSecretValueCommandInput) {}
}

/**
 * GetSecretValue over Secrets Manager's JSON 1.1 protocol, signed and sent
 * as the DynamoDB client sends (./client.ts). The SDK client loaded at import
 * cost every HTTP function ~100 ms of cold start (through the origin
 * secret's check), for the one call it makes per container and five minutes.
 * Not retried here: its callers keep what they read before, or fail the one
 * request and read again on the next.
 */
export class SecretsManagerClient {
  private readonly url: URL;
  private readonly sign: ReturnType<typeof awsJsonSigner>;
  constructor(config: { region: string; endpoint?: string }) {
    this.url = new URL(config.endpoint ?? `https://secretsmanager.${config.region}.amazonaws.com`);
    this.sign = awsJsonSigner('secretsmanager', config.region, defaultCredentials);
  }

  async send(command: GetSecretValueCommand): Promise<GetSecretValueCommandOutput> {
    const body = JSON.stringify(command.input);
    const headers = await this.sign({
      url: this.url,
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue', 'content-length': String(Buffer.byteLength(body)) },
      body,
    });
    const res = await post(this.url, headers, body, { timeoutMs: 10_000, maxSockets: 4 });
    const parsed = (res.text ? JSON.parse(res.text) : {}) as Record<string, unknown>;
    if (res.status >= 200 && res.status < 300) return parsed as GetSecretValueCommandOutput;
    // `__type` is the bare name, or `<namespace>#<name>` as in DynamoDB.
    const name = String(parsed.__type ?? 'SecretsManagerServiceException').split('#').pop() as string;
    throw new DynamoServiceError(name, String(parsed.message ?? parsed.Message ?? `HTTP ${res.status}`), { httpStatusCode: res.status, ...(res.requestId ? { requestId: res.requestId } : {}) });
  }
}
