import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
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
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { SearchDomain } from './search-domain';
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
  readonly siteBucket: Bucket;
  /** Fed by the table's stream (indexer in StatelessStack), which also grants search:read / search:write on it. */
  readonly searchDomain: Domain;
  /**
   * Where every alarm of the app goes. Here, not in StatelessStack, because its
   * subscriptions (confirmed by hand) must survive a redeploy of the code.
   */
  readonly alarmTopic: Topic;

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
    this.table.addGlobalSecondaryIndex({
      indexName: 'gsi1',
      partitionKey: { name: 'gsi1pk', type: AttributeType.STRING },
      sortKey: { name: 'gsi1sk', type: AttributeType.STRING },
    });

    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
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

    this.exportsBucket = new Bucket(this, 'ExportsBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      // Exports are handed out as short-lived signed URLs; the export log in DynamoDB is the record.
      lifecycleRules: [{ expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
      cors: [
        {
          allowedMethods: [HttpMethods.GET],
          // The distribution's generated domain lives in StatelessStack, which depends on this
          // stack, so it cannot be named here without a cycle. The signed URL is the authorization;
          // CORS only lets the site's fetch() read the file.
          allowedOrigins: ['https://*.cloudfront.net'],
          maxAge: 3000,
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

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

    new CfnOutput(this, 'SearchDomainEndpoint', {
      description: 'OPENSEARCH_ENDPOINT of the functions; create the index once with the command in the Stateless stack output CreateSearchIndexCommand',
      value: `https://${this.searchDomain.domainEndpoint}`,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Subscribe the on-call address: aws sns subscribe --protocol email --topic-arn <this> --notification-endpoint <email>',
      value: this.alarmTopic.topicArn,
    });

    this.acknowledgeNagFindings();
  }

  private acknowledgeNagFindings(): void {
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
    Validations.of(this.exportsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'Objects live one day and are reachable only through signed URLs; each export is audited in the DynamoDB export log.',
    });
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
