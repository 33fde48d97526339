import type { S3Client } from '@aws-sdk/client-s3';
import { type Config, isLocalStage } from '../../core/config';
import type { FileStore } from '../../core/ports';
import { loadSdk } from './sdk/load';

/** s3rver's fixed key pair: it checks the key id (not the signature), so the process's own credentials would be refused. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type S3Settings = Pick<Config, 'AWS_REGION' | 'S3_ENDPOINT' | 'STAGE'>;

// Loaded on first use: only exports touch S3, and loading the S3 SDK costs every other function's cold start.
const s3Sdk = async () => loadSdk('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');

/** The S3 client: regional in AWS; locally s3rver at S3_ENDPOINT, path-style (no bucket subdomains on 127.0.0.1). */
export const s3ClientFor = async (c: S3Settings): Promise<S3Client> =>
  new (await s3Sdk()).S3Client({
    region: c.AWS_REGION,
    ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(isLocalStage(c) && c.S3_ENDPOINT ? { credentials: S3RVER_CREDENTIALS } : {}),
  });

/** A name safe inside a quoted Content-Disposition filename (no quotes, backslashes or control characters). */
const safeFileName = (name: string): string => name.replace(/[^\w.\- ]/g, '_');

export const s3FileStore = (c: S3Settings, bucket: string): FileStore => {
  let client: Promise<S3Client> | undefined;
  const clientOf = () => (client ??= s3ClientFor(c));
  return {
    async putExport(key, body, contentType) {
      const [{ PutObjectCommand }, s3] = await Promise.all([s3Sdk(), clientOf()]);
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async signedDownloadUrl(key, fileName, ttlSeconds) {
      const [{ GetObjectCommand }, { getSignedUrl }, s3] = await Promise.all([s3Sdk(), (async () => loadSdk('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner'))(), clientOf()]);
      const get = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${safeFileName(fileName)}"`,
      });
      return getSignedUrl(s3, get, { expiresIn: ttlSeconds });
    },
  };
};
