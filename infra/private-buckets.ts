import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** The two buckets that hold personal data, reachable only through signed URLs made after an access check. */
export const exportsBucketIn = (scope: Construct): Bucket => {
  const bucket = new Bucket(scope, 'ExportsBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    // Exports are handed out as short-lived signed URLs; the export log in DynamoDB is the record.
    lifecycleRules: [{ expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    // No CORS: the web downloads through a link (a navigation), never fetch(), so no other
    // origin needs to read these files; the signed URL is the only way in.
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'Objects live one day and are reachable only through signed URLs; each export is audited in the DynamoDB export log.',
  });
  return bucket;
};

export const cvBucketIn = (scope: Construct): Bucket => {
  const bucket = new Bucket(scope, 'CvBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    enforceSSL: true,
    encryption: BucketEncryption.S3_MANAGED,
    // Uploads nobody claimed (a form abandoned, a file refused and not yet deleted) go after two days,
    // past the 24 h a submission waits for its mailed link; kept CVs (cv/) go with their submission or profile.
    lifecycleRules: [
      { prefix: 'uploads/', expiration: Duration.days(2) },
      { abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
    // The browser PUTs the file to a presigned URL from the site's origin; nothing else crosses origins.
    cors: [{ allowedMethods: [HttpMethods.PUT], allowedOrigins: ['*'], allowedHeaders: ['content-type'], maxAge: 3000 }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'Reachable only through signed URLs made after the access check; every recruiter download is logged as a reveal in DynamoDB.',
  });
  return bucket;
};
