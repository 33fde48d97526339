import { CfnOutput, Fn, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  AccountRecovery,
  ClientAttributes,
  StringAttribute,
  UserPool,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, BillingMode, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Domain } from 'aws-cdk-lib/aws-opensearchservice';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { ConfigurationSet, EmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { cvBucketIn, exportsBucketIn } from './private-buckets';
import { CognitoTriggers } from './cognito-triggers';
import { createOriginVerifySecret } from './origin-verify';
import { functionEnvironment } from './function-environment';
import { addMail } from './mail';
import { SearchDomain } from './search-domain';
import { SearchOpsAccess } from './search-ops-access';
import type { StageSettings } from './stages';

/** Cognito groups the access rules read from the token's `cognito:groups` claim. */
export const userGroups = ['admin', 'demo'] as const;

export interface StatefulStackProps extends StackProps {
  readonly settings: StageSettings;
}

/**
 * Everything that holds data we cannot rebuild from the repo. Deployed rarely,
 * retained on delete, and referenced by the stateless stack through props.
 */
export class StatefulStack extends Stack {
  readonly table: Table;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  readonly exportsBucket: Bucket;
  /** Issue 25 item 5: physicians' CVs; private, encrypted, reached only through signed URLs. */
  readonly cvBucket: Bucket;
  readonly siteBucket: Bucket;
  /** Fed by the table's stream (indexer in StatelessStack), which also grants search:read / search:write on it. */
  readonly searchDomain: Domain;
  /** The only holder of index creation, deletion and alias swaps: the role ops assume for npm run search:*. */
  readonly searchOps: SearchOpsAccess;
  /**
   * Where every alarm of the app goes. Here, not in StatelessStack, because its
   * subscriptions (confirmed by hand) must survive a redeploy of the code.
   */
  readonly alarmTopic: Topic;
  /**
   * {"secretKey": "sk_…", "webhookSecret": "whsec_…"}, filled by ops after the
   * first deploy (infra/README.md). Here because its value is set by hand and must
   * survive redeploys; read by the billing function only.
   */
  readonly stripeSecret: Secret;
  /**
   * The product's HMAC key (functions/adapters/aws/secret-keyring.ts):
   * physician identity items and removal links are keyed hashes under it.
   * Generated once and kept: a new value would orphan every identity item.
   */
  readonly appSecret: Secret;
  /** The x-origin-verify value CloudFront sends and the API functions require (infra/origin-verify.ts). */
  readonly originVerifySecret: Secret;
  /** The stage's mail domain, verified through the DKIM records in the MailDkimRecords output. */
  readonly mailIdentity: EmailIdentity;
  /** Named by every mail: reputation metrics, sending events to CloudWatch, suppression of bounces and complaints. */
  readonly mailConfigurationSet: ConfigurationSet;
  readonly cognitoTriggers: CognitoTriggers;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);

    this.table = new Table(this, 'Table', {
      partitionKey: { name: 'pk', type: AttributeType.STRING },
      sortKey: { name: 'sk', type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      // The indexer rebuilds the search index from before/after images.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: 'expiresAt',
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Both project ALL: the access patterns read whole items from them (e.g. physicians by email hash).
    for (const indexName of ['gsi1', 'gsi2']) {
      this.table.addGlobalSecondaryIndex({
        indexName,
        partitionKey: { name: `${indexName}pk`, type: AttributeType.STRING },
        sortKey: { name: `${indexName}sk`, type: AttributeType.STRING },
      });
    }

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // Nothing reads these any more: admin and demo come from groups only (functions/core/access.ts).
      // They stay because CloudFormation cannot remove a custom attribute: it would replace the pool and lose every user.
      customAttributes: {
        role: new StringAttribute({ mutable: true }),
        demo_account: new StringAttribute({ mutable: true }),
      },
      // The spec's sign-up form accepts 6 characters; a stricter pool would reject what the form allows.
      passwordPolicy: {
        minLength: 6,
        requireLowercase: false,
        requireUppercase: false,
        requireDigits: false,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const groupName of userGroups) {
      this.userPool.addGroup(`${groupName}-group`, { groupName });
    }
    this.userPoolClient = this.userPool.addClient('WebClient', {
      // cognito-local has no SRP, so the web signs in with USER_PASSWORD_AUTH everywhere.
      authFlows: { userPassword: true },
      generateSecret: false,
      preventUserExistenceErrors: true,
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true })
        .withCustomAttributes('role', 'demo_account'),
      // Users must not promote themselves: role and demo_account are set by admins only.
      writeAttributes: new ClientAttributes().withStandardAttributes({ email: true }),
    });

    this.exportsBucket = exportsBucketIn(this);
    this.cvBucket = cvBucketIn(this);

    // Its bucket policy (TLS only + CloudFront OAC read) is attached by the Site construct in
    // StatelessStack: the grant names the distribution ARN, which this stack cannot reference.
    this.siteBucket = new Bucket(this, 'SiteBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.alarmTopic = new Topic(this, 'AlarmTopic', {
      displayName: `Physician directory (${props.settings.name}) alarms`,
      enforceSSL: true,
    });
    // CloudWatch publishes alarm state changes as a service: allow it for this account's alarms only.
    this.alarmTopic.addToResourcePolicy(
      new PolicyStatement({
        sid: 'AllowCloudWatchAlarmsOfThisAccount',
        principals: [new ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.alarmTopic.topicArn],
        conditions: {
          StringEquals: { 'aws:SourceAccount': this.account },
          ArnLike: { 'aws:SourceArn': `arn:${this.partition}:cloudwatch:${this.region}:${this.account}:alarm:*` },
        },
      }),
    );

    this.searchDomain = new SearchDomain(this, 'Search', {
      settings: props.settings,
      alarmAction: new SnsAction(this.alarmTopic),
    }).domain;
    this.searchOps = new SearchOpsAccess(this, 'SearchOps', { domain: this.searchDomain, table: this.table });

    this.stripeSecret = new Secret(this, 'StripeSecret', {
      description: `Stripe keys of the physician directory (${props.settings.name}): {"secretKey": "sk_...", "webhookSecret": "whsec_..."}`,
      // A placeholder of the right shape; ops overwrite it with put-secret-value. CloudFormation
      // generates it once, at creation, and never again unless these settings change.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ secretKey: '', webhookSecret: '' }),
        generateStringKey: 'placeholder',
      },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.appSecret = new Secret(this, 'AppSecret', {
      description: `HMAC key of the physician directory (${props.settings.name}): physician identities and removal links`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.originVerifySecret = createOriginVerifySecret(this, props.settings.name);

    ({ identity: this.mailIdentity, configurationSet: this.mailConfigurationSet } = addMail(this, props.settings.mailDomain, new SnsAction(this.alarmTopic)));

    this.cognitoTriggers = new CognitoTriggers(this, 'CognitoTriggers', {
      userPool: this.userPool,
      table: this.table,
      environment: functionEnvironment(props.settings, {
        table: this.table,
        exportsBucket: this.exportsBucket,
        cvBucket: this.cvBucket,
        searchDomain: this.searchDomain,
        mailConfigurationSet: this.mailConfigurationSet,
        originVerifySecret: this.originVerifySecret,
      }),
      logRetention: props.settings.logRetention,
      alarmAction: new SnsAction(this.alarmTopic),
    });

    new CfnOutput(this, 'StripeSecretArn', {
      description: 'Put the Stripe keys here once: aws secretsmanager put-secret-value --secret-id <this> --secret-string \'{"secretKey":"sk_...","webhookSecret":"whsec_..."}\'',
      value: this.stripeSecret.secretArn,
    });
    new CfnOutput(this, 'AppSecretArn', {
      description: 'APP_SECRET_ARN for npm run import, npm run seed and npm run migrate:physician-ids (ops need secretsmanager:GetSecretValue on it)',
      value: this.appSecret.secretArn,
    });
    new CfnOutput(this, 'OriginVerifySecretArn', {
      description: 'The x-origin-verify value CloudFront sends to the API; rotate as in infra/README.md',
      value: this.originVerifySecret.secretArn,
    });
    new CfnOutput(this, 'MailDkimRecords', {
      description: `CNAME records that verify ${props.settings.mailDomain} for SES (name=value, comma separated); add them to the domain's DNS`,
      value: Fn.join(',', [
        Fn.join('=', [this.mailIdentity.dkimDnsTokenName1, this.mailIdentity.dkimDnsTokenValue1]),
        Fn.join('=', [this.mailIdentity.dkimDnsTokenName2, this.mailIdentity.dkimDnsTokenValue2]),
        Fn.join('=', [this.mailIdentity.dkimDnsTokenName3, this.mailIdentity.dkimDnsTokenValue3]),
      ]),
    });
    new CfnOutput(this, 'UserPoolId', {
      description: 'USER_POOL_ID for npm run admin:create',
      value: this.userPool.userPoolId,
    });
    new CfnOutput(this, 'TableName', {
      description: 'TABLE_NAME for npm run import and npm run seed',
      value: this.table.tableName,
    });
    new CfnOutput(this, 'SearchDomainEndpoint', {
      description: 'OPENSEARCH_ENDPOINT of the functions; create the index once with the command in the Stateless stack output CreateSearchIndexCommand',
      value: `https://${this.searchDomain.domainEndpoint}`,
    });
    new CfnOutput(this, 'SearchOpsRoleArn', {
      description: 'Assume for npm run search:create-index, search:rebuild and search:cluster-settings: aws sts assume-role --role-arn <this> --role-session-name ops',
      value: this.searchOps.role.roleArn,
    });
    new CfnOutput(this, 'SearchOpsPolicyArn', {
      description: 'The same permissions as SearchOpsRoleArn, to attach to an operator role or group instead',
      value: this.searchOps.policy.managedPolicyArn,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Subscribe the on-call address: aws sns subscribe --protocol email --topic-arn <this> --notification-endpoint <email>',
      value: this.alarmTopic.topicArn,
    });

    this.acknowledgeNagFindings();
  }

  private acknowledgeNagFindings(): void {
    Validations.of(this.appSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the HMAC key would orphan every physician identity item (re-imports would duplicate people); it is rotated only with a re-keying run, not by a rotation Lambda.',
    });
    Validations.of(this.stripeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Stripe API keys are rolled in the Stripe dashboard, not by a rotation Lambda; ops then put the new keys into this secret (README).',
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason: 'The product spec sets a 6-character minimum with no character classes; the web form enforces the same rule.',
      },
      {
        id: 'AwsSolutions-COG2',
        reason: 'The spec has no MFA step in sign-up or sign-in; recruiters sign in with email and password only.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason: 'The Plus plan (threat protection) is priced per user and not budgeted yet; Essentials covers email/password sign-in. Revisit with real traffic.',
      },
    );
    Validations.of(this.siteBucket).acknowledge(
      {
        id: 'AwsSolutions-S1',
        reason: 'Holds only the public web build, readable solely through CloudFront (OAC); nothing private to audit.',
      },
      {
        id: 'AwsSolutions-S10',
        reason: 'The TLS-only deny statement is in the bucket policy created by the Site construct in StatelessStack.',
      },
    );
  }
}
