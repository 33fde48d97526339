import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { CV_UPLOAD_PREFIX } from '../../functions/core/cv';
import { s3rverCredentials } from './s3';

/** The age after which the bucket's lifecycle rule deletes an upload nobody named (infra/private-buckets.ts). */
export const UNCLAIMED_UPLOAD_MAX_AGE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Deletes the CV uploads under `uploads/` older than `maxAgeMs` at `now`:
 * a form abandoned after its PUT leaves one, and s3rver has no lifecycle
 * rules. Kept CVs (`cv/`) are never looked at. Returns how many went.
 */
export const sweepUnclaimedUploads = async (s3: S3Client, bucket: string, now: Date, maxAgeMs = UNCLAIMED_UPLOAD_MAX_AGE_MS): Promise<number> => {
  const cutoff = now.getTime() - maxAgeMs;
  // One listing (up to 1,000) per sweep, no paging: s3rver answers a truncated listing with an internal error,
  // and a local stack never holds that many abandoned uploads between two sweeps.
  const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: CV_UPLOAD_PREFIX }));
  const stale = (page.Contents ?? []).filter((o) => o.Key && o.LastModified && o.LastModified.getTime() < cutoff).map((o) => ({ Key: o.Key as string }));
  if (stale.length) await s3.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: stale, Quiet: true } }));
  return stale.length;
};

/**
 * The local stand-in for the CV bucket's lifecycle rule: sweeps once at
 * start, then every `everyMs` (default hourly). Returns the stop function.
 */
export const startCvUploadSweeper = (endpoint: string, bucket: string, everyMs = 60 * 60_000): (() => void) => {
  const s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3rverCredentials });
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    sweepUnclaimedUploads(s3, bucket, new Date())
      .catch((e: unknown) => console.warn('CV upload sweep failed:', e instanceof Error ? e.name : 'unknown error'))
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  // A timer alone must not keep the process alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    s3.destroy();
  };
};
