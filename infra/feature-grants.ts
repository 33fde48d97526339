import { Stack, Validations } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { CfnRole, Grant as IamGrant, type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IDomain } from 'aws-cdk-lib/aws-opensearchservice';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet, IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { Grant } from '../functions/routes';
import { nagNameOfImport } from './nag-names';
import { acknowledgeSearchWildcards, grantSearchPaths, type SearchPathGrant, searchReadGrants, searchWriteGrants } from './search-access';
import { SEARCH_ROLE_PATH } from './search-domain';

export interface GrantTargets {
  readonly table: ITable;
  readonly exportsBucket: IBucket;
  readonly cvBucket: IBucket;
  readonly mailIdentity: IEmailIdentity;
  /** Every mail names it (SES_CONFIGURATION_SET), and SES v2 authorizes SendEmail on it as well as on the identity. */
  readonly mailConfigurationSet: IConfigurationSet;
  /** Holds the Stripe keys; only the `stripe:secret` grant (billing) may read it. */
  readonly stripeSecret: ISecret;
  /** The product's HMAC key; only the `keyring` grant may read it. */
  readonly appSecret: ISecret;
  readonly userPool: IUserPool;
  readonly searchDomain: IDomain;
}

/**
 * Turns one route-table grant into IAM on a feature's role, and acknowledges
 * the cdk-nag findings that grant*() necessarily produces, next to the grant
 * that causes them. The switch is exhaustive, so a grant added to routes.ts
 * without its IAM meaning fails the infra typecheck.
 *
 * The targets must live in another stack than the role (see nag-names.ts).
 */
export const applyGrant = (grant: Grant, role: IRole, targets: GrantTargets): void => {
  switch (grant) {
    case 'table:read':
      targets.table.grantReadData(role);
      acknowledgeTableIndexes(role, targets.table);
      return;
    case 'table:read-user-items':
      role.addToPrincipalPolicy(userItemsRead(targets.table));
      return;
    case 'table:write':
      targets.table.grantReadWriteData(role);
      acknowledgeTableIndexes(role, targets.table);
      return;
    case 'exports:write':
      // Read as well as put: a signed download URL is only as strong as the signer's GetObject.
      targets.exportsBucket.grantPut(role);
      targets.exportsBucket.grantRead(role);
      acknowledgeExportsBucket(role, targets.exportsBucket);
      return;
    case 'cv:upload':
      // Signing a PUT is only as strong as the signer's PutObject; the check reads, the move copies and deletes.
      targets.cvBucket.grantReadWrite(role);
      targets.cvBucket.grantDelete(role);
      acknowledgeCvBucket(role, targets.cvBucket);
      return;
    case 'cv:read':
      targets.cvBucket.grantRead(role);
      acknowledgeCvBucket(role, targets.cvBucket);
      return;
    case 'mail:send':
      // Not grantSendEmail(): SES v2 also checks the configuration set named in the request.
      IamGrant.addToPrincipal({
        grantee: role,
        actions: ['ses:SendEmail'],
        resourceArns: [targets.mailIdentity.emailIdentityArn, configurationSetArn(role, targets.mailConfigurationSet)],
      });
      return;
    case 'users:read':
      // The admin users page lists the pool and the admin group, and every admin route re-checks the
      // caller's groups (functions/adapters/aws/cognito-user-directory.ts); all on this pool only.
      targets.userPool.grant(role, 'cognito-idp:ListUsers', 'cognito-idp:ListUsersInGroup', 'cognito-idp:AdminListGroupsForUser');
      return;
    case 'search:read':
      grantSearch(role, targets.searchDomain, searchReadGrants);
      return;
    case 'search:write':
      grantSearch(role, targets.searchDomain, searchWriteGrants);
      return;
    case 'stripe:secret':
      // GetSecretValue and DescribeSecret on this one secret; the function gets its ARN as STRIPE_SECRET_ARN.
      targets.stripeSecret.grantRead(role);
      return;
    case 'keyring':
      // GetSecretValue and DescribeSecret on this one secret; the function gets its ARN as APP_SECRET_ARN.
      targets.appSecret.grantRead(role);
      return;
    default: {
      const unhandled: never = grant;
      throw new Error(`No IAM mapping for grant ${String(unhandled)}`);
    }
  }
};

/**
 * Every feature: a token that claims the admin or demo group is re-checked with Cognito
 * on any route (functions/http/auth.ts), since the paywall's bypass and the demo
 * restrictions read those groups. One user's groups, on this pool only.
 */
export const grantGroupCheck = (role: IRole, userPool: IUserPool): void => {
  userPool.grant(role, 'cognito-idp:AdminListGroupsForUser');
};

/**
 * The partition prefix of every item that belongs to a user (profile, subscription, marks, lists, saved
 * searches): kept in step with `keys.user` in functions/adapters/aws/dynamo-client.ts (infra/feature-grants.test.ts checks).
 */
export const USER_PARTITION_PREFIX = 'USER#';
/**
 * Every partition the search function reads: the caller's subscription and marks (USER#), and for a team
 * member the team's marks and shared-list pointers (TEAM#) and the shared lists' members (LIST#), which
 * "not in my lists" / "never exported" count at team level (issue 26 item 4). None holds a contact.
 */
export const SEARCH_READ_PREFIXES = [USER_PARTITION_PREFIX, 'TEAM#', 'LIST#'] as const;
/** The only calls the search function makes on the table: GetItem, BatchGetItem (the shared lists' items) and Query. */
export const userItemsReadActions = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] as const;

/**
 * Search reads the caller's subscription and marks, and their team's marks
 * and shared lists, nothing else, so its role may only read items whose
 * partition key starts with one of SEARCH_READ_PREFIXES: physician profiles
 * (PHYSICIAN#<id>, where the emails and phones are), contact reports and the
 * rest are out of its reach. `dynamodb:LeadingKeys` is the request's
 * partition keys; ForAllValues alone would also pass a request that names
 * none (a Scan), so the Null check requires it, and Scan is not granted
 * anyway. No index: these reads use the table's own key. It still lets the
 * role read any user's or team's items, not only the caller's (IAM does not
 * know the caller); that is emails, plans, list names and physician ids,
 * never a physician's contacts.
 */
const userItemsRead = (table: ITable): PolicyStatement =>
  new PolicyStatement({
    actions: [...userItemsReadActions],
    resources: [table.tableArn],
    conditions: {
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': SEARCH_READ_PREFIXES.map((p) => `${p}*`) },
      Null: { 'dynamodb:LeadingKeys': 'false' },
    },
  });

const configurationSetArn = (scope: IRole, set: IConfigurationSet): string =>
  Stack.of(scope).formatArn({ service: 'ses', resource: 'configuration-set', resourceName: set.configurationSetName });

/**
 * Only the REST paths of the physician aliases that the grant stands for (infra/search-access.ts),
 * and the role goes under SEARCH_ROLE_PATH: the domain's access policy admits no other role (infra/search-domain.ts).
 */
const grantSearch = (role: IRole, domain: IDomain, grants: readonly SearchPathGrant[]): void => {
  const cfnRole = role.node.defaultChild;
  if (!(cfnRole instanceof CfnRole)) throw new Error(`${role.node.path}: a search grant needs a role created by this app, to put it under ${SEARCH_ROLE_PATH}`);
  cfnRole.path = SEARCH_ROLE_PATH;
  grantSearchPaths(role, domain.domainArn, grants);
  acknowledgeSearchWildcards(role, nagNameOfImport(domain, domain.domainArn), grants);
};

const acknowledgeTableIndexes = (role: IRole, table: ITable): void => {
  Validations.of(role).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagNameOfImport(table, table.tableArn)}/index/*]`,
    reason: 'Access patterns query the GSIs (gsi1, gsi2) of this single table; the wildcard covers only its indexes.',
  });
};

const acknowledgeExportsBucket = (role: IRole, bucket: IBucket): void => {
  const reasons: Record<string, string> = {
    'Action::s3:Abort*': 'grantPut: lets a failed multipart CSV upload be aborted; objects of this bucket only.',
    'Action::s3:GetObject*': 'grantRead: signing a download URL needs GetObject on the export files of this bucket only.',
    'Action::s3:GetBucket*': 'grantRead: bucket metadata reads of the exports bucket only, no other bucket.',
    'Action::s3:List*': 'grantRead: listing the exports bucket only; it holds nothing but one-day export files.',
    [`Resource::${nagNameOfImport(bucket, bucket.bucketArn)}/*`]:
      'Export files get generated keys per export; the wildcard is limited to objects of the exports bucket.',
  };
  for (const [finding, reason] of Object.entries(reasons)) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
};

/** The wildcards grantRead/grantReadWrite/grantDelete produce, all on the CV bucket only. */
const acknowledgeCvBucket = (role: IRole, bucket: IBucket): void => {
  const reasons: Record<string, string> = {
    'Action::s3:Abort*': 'grantReadWrite: lets a failed upload be aborted; objects of the CV bucket only.',
    'Action::s3:DeleteObject*': 'Refused, replaced and removed CVs are deleted; objects of the CV bucket only.',
    'Action::s3:GetObject*': 'Signing a CV download and checking an upload read objects of the CV bucket only.',
    'Action::s3:GetBucket*': 'Bucket metadata reads of the CV bucket only.',
    'Action::s3:List*': 'Listing the CV bucket only.',
    'Action::s3:PutObject*': 'Signing the presigned upload and moving a checked CV; objects of the CV bucket only.',
    [`Resource::${nagNameOfImport(bucket, bucket.bucketArn)}/*`]: 'CVs and uploads get generated keys; the wildcard is limited to objects of the CV bucket.',
  };
  for (const [finding, reason] of Object.entries(reasons)) {
    Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
};
