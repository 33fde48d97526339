import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCLAIMED_UPLOAD_MAX_AGE_MS, sweepUnclaimedUploads } from './cv-upload-sweeper';
import { freePort } from './ports';
import { s3rverCredentials, startS3 } from './s3';

const BUCKET = 'sweep-test-cvs';
const HOUR = 60 * 60 * 1000;

describe('local sweep of unclaimed CV uploads (the lifecycle rule of infra/private-buckets.ts)', () => {
  let dir: string;
  let close: () => Promise<void>;
  let s3: S3Client;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cv-sweep-'));
    const started = await startS3(await freePort(), dir, [BUCKET]);
    close = started.close;
    s3 = new S3Client({ endpoint: started.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3rverCredentials });
  });
  afterAll(async () => {
    s3.destroy();
    await close();
    rmSync(dir, { recursive: true, force: true });
  });

  const keys = async () => ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key).sort();
  const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: '%PDF-1.4 test' }));

  it('keeps uploads younger than two days, then deletes them, and never touches kept CVs', async () => {
    await Promise.all([put('uploads/abandoned-one'), put('uploads/abandoned-two'), put('cv/owner/kept')]);
    const justBefore = new Date(Date.now() + UNCLAIMED_UPLOAD_MAX_AGE_MS - HOUR);
    expect(await sweepUnclaimedUploads(s3, BUCKET, justBefore)).toBe(0);
    expect(await keys()).toEqual(['cv/owner/kept', 'uploads/abandoned-one', 'uploads/abandoned-two']);

    const after = new Date(Date.now() + UNCLAIMED_UPLOAD_MAX_AGE_MS + HOUR);
    expect(await sweepUnclaimedUploads(s3, BUCKET, after)).toBe(2);
    expect(await keys()).toEqual(['cv/owner/kept']);
  });
});
