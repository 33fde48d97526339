import { RemovalPolicy, SecretValue, Validations } from 'aws-cdk-lib';
import { type ISecret, Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';

/** `-c originVerifyVersion=<VersionId>`: the secret version CloudFront sends, named after a rotation (infra/README.md). */
export const ORIGIN_VERIFY_VERSION_CONTEXT = 'originVerifyVersion';

/**
 * The value CloudFront adds as x-origin-verify to every /api request, and
 * that the functions require (functions/http/origin-verify.ts). Generated
 * by Secrets Manager at creation, letters and digits only (a header value);
 * retained like the Stripe secret, so a redeploy never changes it by surprise.
 */
export const createOriginVerifySecret = (scope: Construct, stage: string): Secret => {
  const secret = new Secret(scope, 'OriginVerifySecret', {
    description: `Physician directory (${stage}): the x-origin-verify value CloudFront sends to the API; rotate as in infra/README.md`,
    generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.RETAIN,
  });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: 'Rotated by hand (infra/README.md, "Rotating the origin verify secret"): CloudFront must be redeployed with each new value, which a rotation Lambda cannot do; the functions accept the previous version meanwhile.',
  });
  return secret;
};

/**
 * A CloudFormation dynamic reference ({{resolve:secretsmanager:…}}): the
 * template never holds the value, CloudFormation resolves it at deploy. A
 * version id pins the value and, being a template change, makes
 * CloudFormation resolve it again after a rotation.
 */
export const originVerifyHeaderValue = (secret: ISecret, versionId?: string): string =>
  SecretValue.secretsManager(secret.secretArn, versionId ? { versionId } : {}).unsafeUnwrap();
