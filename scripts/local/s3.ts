import { mkdirSync } from 'node:fs';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { guardServer } from './host-guard';

/** s3rver's fixed credentials; it checks the key id even though it ignores signatures. */
export const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** As infra/private-buckets.ts gives the CV bucket: the browser PUTs a presigned upload from the site's origin. */
const PUT_CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedHeader>content-type</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/**
 * s3rver (the exports and the CV buckets): accepts presigned URLs (without checking signatures), keeps files under `dataDir`; answers only its own loopback names.
 * `putFromBrowser` buckets get the browser-upload CORS rule their AWS twins have.
 */
export const startS3 = async (port: number, dataDir: string, buckets: readonly string[], putFromBrowser: readonly string[] = []): Promise<{ close: () => Promise<void>; endpoint: string }> => {
  mkdirSync(dataDir, { recursive: true });
  // configureBuckets is in s3rver's options, not in its type definitions.
  const options: ConstructorParameters<typeof S3rver>[0] & { configureBuckets: Array<{ name: string; configs: string[] }> } = {
    port,
    address: '127.0.0.1',
    directory: dataDir,
    silent: true,
    configureBuckets: putFromBrowser.map((name) => ({ name, configs: [PUT_CORS] })),
  };
  const s3rver = new S3rver(options);
  // Guarded in the tick it starts listening, before any request is read.
  await s3rver.run().then(() => guardServer(s3rver.httpServer, port));
  const endpoint = `http://127.0.0.1:${port}`;
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3rverCredentials });
  for (const bucket of buckets) {
    try {
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch {
      await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    }
  }
  return { close: () => s3rver.close(), endpoint };
};
