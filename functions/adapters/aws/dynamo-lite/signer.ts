import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentials, CredentialsProvider } from '../opensearch-http';

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (d: SourceData): string | Buffer =>
  typeof d === 'string' ? d : ArrayBuffer.isView(d) ? Buffer.from(d.buffer, d.byteOffset, d.byteLength) : Buffer.from(d);

/** SHA-256 (and its HMAC, given a key) from node:crypto, in the shape SignatureV4 takes: no JS hashing in the cold path. */
export class NodeSha256 {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

export interface SignableRequest {
  url: URL;
  headers: Record<string, string>;
  body: string;
}

/** SigV4 for one AWS JSON service, as the SDK signs it; the headers to send, Authorization included. */
export const awsJsonSigner = (service: string, region: string, credentials: CredentialsProvider | AwsCredentials) => {
  const signer = new SignatureV4({ service, region, credentials, sha256: NodeSha256, applyChecksum: true });
  return async ({ url, headers, body }: SignableRequest, signingDate?: Date): Promise<Record<string, string>> => {
    const signed = await signer.sign(
      {
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        ...(url.port ? { port: Number(url.port) } : {}),
        path: url.pathname,
        query: {},
        headers: { ...headers, host: url.host },
        body,
      },
      signingDate ? { signingDate } : {},
    );
    return signed.headers;
  };
};

/** SigV4 for DynamoDB. */
export const dynamoSigner = (region: string, credentials: CredentialsProvider | AwsCredentials) => awsJsonSigner('dynamodb', region, credentials);
