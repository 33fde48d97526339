import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../core/config';
import type { CvFileStore } from '../../core/ports';
import { s3ClientFor } from './s3-file-store';
import { loadSdk } from './sdk/load';

type S3Settings = Pick<Config, 'AWS_REGION' | 'S3_ENDPOINT' | 'STAGE'>;

// Loaded on first use, as in s3-file-store.ts: most calls of the functions that hold it never touch a CV.
const s3Sdk = async () => loadSdk('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3');
const presigner = async () => loadSdk('@aws-sdk/s3-request-presigner') as typeof import('@aws-sdk/s3-request-presigner');

const safeFileName = (name: string): string => name.replace(/[^\w.\- ]/g, '_');

const isMissing = (e: unknown): boolean => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NoSuchKey' || err?.name === 'NotFound' || err?.$metadata?.httpStatusCode === 404;
};

/** The private CV bucket (issue 25 item 5): presigned PUTs in, signed GETs out, and the checks in between read the object here. */
export const s3CvStore = (c: S3Settings, bucket: string): CvFileStore => {
  let client: Promise<S3Client> | undefined;
  const clientOf = () => (client ??= s3ClientFor(c));
  return {
    async signedUploadUrl(key, contentType, ttlSeconds) {
      const [{ PutObjectCommand }, { getSignedUrl }, s3] = await Promise.all([s3Sdk(), presigner(), clientOf()]);
      // Content-Type is signed, so the PUT must carry it; the size is checked after upload (read below), as a PUT cannot bound it.
      return getSignedUrl(s3, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), { expiresIn: ttlSeconds, signableHeaders: new Set(['content-type']) });
    },

    async read(key, maxBytes) {
      const [{ HeadObjectCommand, GetObjectCommand }, s3] = await Promise.all([s3Sdk(), clientOf()]);
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        if ((head.ContentLength ?? 0) > maxBytes) return { tooLarge: true };
        const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        const bytes = got.Body ? await got.Body.transformToByteArray() : new Uint8Array();
        return bytes.length > maxBytes ? { tooLarge: true } : { bytes };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async copy(from, to) {
      const [{ CopyObjectCommand }, s3] = await Promise.all([s3Sdk(), clientOf()]);
      await s3.send(new CopyObjectCommand({ Bucket: bucket, CopySource: `${bucket}/${from}`, Key: to }));
    },

    async delete(key) {
      const [{ DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), clientOf()]);
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async deleteUnder(prefix) {
      const [{ ListObjectsV2Command, DeleteObjectCommand }, s3] = await Promise.all([s3Sdk(), clientOf()]);
      // One owner holds a CV or two (a crash may leave one more): one by one is plenty, and every S3 look-alike does it.
      for (let token: string | undefined, more = true; more; ) {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: o.Key }));
        token = page.NextContinuationToken;
        more = !!page.IsTruncated && !!token;
      }
    },

    async signedDownloadUrl(key, fileName, ttlSeconds) {
      const [{ GetObjectCommand }, { getSignedUrl }, s3] = await Promise.all([s3Sdk(), presigner(), clientOf()]);
      const get = new GetObjectCommand({ Bucket: bucket, Key: key, ResponseContentDisposition: `attachment; filename="${safeFileName(fileName)}"` });
      return getSignedUrl(s3, get, { expiresIn: ttlSeconds });
    },
  };
};
