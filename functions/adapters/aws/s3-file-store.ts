import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { type Config, isLocalStage } from '../../core/config';
import type { FileStore } from '../../core/ports';

/** s3rver's fixed key pair: it checks the key id (not the signature), so the process's own credentials would be refused. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The S3 client: regional in AWS; locally s3rver at S3_ENDPOINT, path-style (no bucket subdomains on 127.0.0.1). */
export const s3ClientFor = (c: Pick<Config, 'AWS_REGION' | 'S3_ENDPOINT' | 'STAGE'>): S3Client =>
  new S3Client({
    region: c.AWS_REGION,
    ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(isLocalStage(c) && c.S3_ENDPOINT ? { credentials: S3RVER_CREDENTIALS } : {}),
  });

/** A name safe inside a quoted Content-Disposition filename (no quotes, backslashes or control characters). */
const safeFileName = (name: string): string => name.replace(/[^\w.\- ]/g, '_');

export const s3FileStore = (client: S3Client, bucket: string): FileStore => ({
  async putExport(key, body, contentType) {
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
  },

  async signedDownloadUrl(key, fileName, ttlSeconds) {
    const get = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${safeFileName(fileName)}"`,
    });
    return getSignedUrl(client, get, { expiresIn: ttlSeconds });
  },
});
