import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from './build-app';
import { searchEngineVersion } from './search-domain';

// Bundling is irrelevant to these assertions and would run esbuild per feature.
const { stateful } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
const template = Template.fromStack(stateful);
const prodTemplate = Template.fromStack(buildApp({ context: { stage: 'prod', 'aws:cdk:bundling-stacks': [] } }).stateful);

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  DependsOn?: string[];
}
const resourcesOf = (t: Template) => t.toJSON().Resources as Record<string, CfnResource>;
const only = (t: Template, type: string): [string, CfnResource] => {
  const found = Object.entries(resourcesOf(t)).filter(([, r]) => r.Type === type);
  expect(found, type).toHaveLength(1);
  return found[0] as [string, CfnResource];
};

/** A CloudFormation value with every intrinsic replaced by a marker, so JSON built by Fn::Join can be parsed. */
const flatten = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(flatten).join(join[0]);
  return 'INTRINSIC';
};

describe('StatefulStack', () => {
  it('keeps the table: PITR, deletion protection, stream, TTL, on-demand, gsi1 and gsi2, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
        StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        GlobalSecondaryIndexes: ['gsi1', 'gsi2'].map((name) =>
          Match.objectLike({
            IndexName: name,
            KeySchema: [
              { AttributeName: `${name}pk`, KeyType: 'HASH' },
              { AttributeName: `${name}sk`, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          }),
        ),
        AttributeDefinitions: Match.arrayWith(
          ['gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
        ),
      }),
    });
  });

  it('has a retained user pool with the spec password policy and email sign-in', () => {
    template.hasResource('AWS::Cognito::UserPool', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        DeletionProtection: 'ACTIVE',
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
        Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 6 }) },
        Schema: Match.arrayWith([
          Match.objectLike({ Name: 'role', AttributeDataType: 'String' }),
          Match.objectLike({ Name: 'demo_account', AttributeDataType: 'String' }),
        ]),
      }),
    });
  });

  it('has the groups admin and demo', () => {
    const groups = Object.values(template.findResources('AWS::Cognito::UserPoolGroup')).map(
      (g) => (g as { Properties: { GroupName: string } }).Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['admin', 'demo']);
  });

  it('has a public web client with password + refresh auth that cannot write role or demo_account', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      WriteAttributes: ['email'],
    });
  });

  it('keeps CVs private, TLS-only and encrypted; unclaimed uploads expire; the browser may only PUT', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      LifecycleConfiguration: { Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/', ExpirationInDays: 2, Status: 'Enabled' })]) },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'] })] },
    });
  });

  it('keeps exports private, TLS-only, encrypted and for one day', () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { LifecycleConfiguration: Match.anyValue(), CorsConfiguration: Match.absent() },
    });
    const [exportsId, exportsBucket] = Object.entries(buckets)[0] ?? [];
    expect(exportsId).toBeDefined();
    expect(exportsBucket).toMatchObject({
      DeletionPolicy: 'Retain',
      Properties: {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 1, Status: 'Enabled' })] },
      },
    });
    // Downloads are navigations to a signed URL: no origin is allowed to read the files by fetch().
    // Only the CV bucket takes a cross-origin request: the browser's presigned PUT (below).
    expect(Object.keys(template.findResources('AWS::S3::Bucket', { Properties: { CorsConfiguration: Match.anyValue() } }))).toHaveLength(1);
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: exportsId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('keeps the site bucket private', () => {
    template.resourceCountIs('AWS::S3::Bucket', 3); // exports, site, CVs
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('never destroys data on delete', () => {
    template.resourceCountIs('AWS::OpenSearchService::Domain', 1);
    const destroyed = Object.entries(template.toJSON().Resources as Record<string, { DeletionPolicy?: string }>)
      .filter(([, r]) => r.DeletionPolicy === 'Delete')
      .map(([id]) => id);
    expect(destroyed).toEqual([]);
  });

  it('hard-codes no physical names', () => {
    const props = JSON.stringify(template.toJSON().Resources);
    expect(props).not.toMatch(/"(TableName|BucketName|UserPoolName)":/);
  });
});

describe('StatefulStack: search domain', () => {
  it('runs the newest OpenSearch 2.x that aws-cdk-lib offers, upgraded in place', () => {
    expect(searchEngineVersion.version).toMatch(/^OpenSearch_2\.\d+$/);
    template.hasResource('AWS::OpenSearchService::Domain', {
      Properties: Match.objectLike({ EngineVersion: searchEngineVersion.version }),
      UpdatePolicy: { EnableVersionUpgrade: true },
    });
  });

  it('encrypts at rest and between nodes, enforces HTTPS with TLS 1.2+, and is retained', () => {
    for (const t of [template, prodTemplate]) {
      t.hasResource('AWS::OpenSearchService::Domain', {
        DeletionPolicy: 'Retain',
        UpdateReplacePolicy: 'Retain',
        Properties: Match.objectLike({
          EncryptionAtRestOptions: { Enabled: true },
          NodeToNodeEncryptionOptions: { Enabled: true },
          DomainEndpointOptions: Match.objectLike({
            EnforceHTTPS: true,
            TLSSecurityPolicy: Match.stringLikeRegexp('^Policy-Min-TLS-1-2'),
          }),
        }),
      });
    }
  });

  it('is one t3.small.search node with 10 GB gp3 in dev', () => {
    template.hasResourceProperties('AWS::OpenSearchService::Domain', {
      ClusterConfig: Match.objectLike({
        InstanceCount: 1,
        InstanceType: 't3.small.search',
        ZoneAwarenessEnabled: false,
        DedicatedMasterEnabled: false,
      }),
      EBSOptions: { EBSEnabled: true, VolumeType: 'gp3', VolumeSize: 10 },
    });
  });

  it('spreads two data nodes over two AZs in prod, with dedicated cluster managers', () => {
    prodTemplate.hasResourceProperties('AWS::OpenSearchService::Domain', {
      ClusterConfig: Match.objectLike({
        InstanceCount: 2,
        ZoneAwarenessEnabled: true,
        ZoneAwarenessConfig: { AvailabilityZoneCount: 2 },
        DedicatedMasterEnabled: true,
        DedicatedMasterCount: 3,
      }),
      EBSOptions: Match.objectLike({ EBSEnabled: true, VolumeType: 'gp3' }),
    });
  });

  it('is reachable without a VPC, through IAM of this account only (no "*" principal, no FGAC)', () => {
    const [, domain] = only(template, 'AWS::OpenSearchService::Domain');
    expect(domain.Properties.VPCOptions).toBeUndefined();
    expect(domain.Properties.AdvancedSecurityOptions).toBeUndefined();
    const [, accessPolicy] = only(template, 'Custom::OpenSearchAccessPolicy');
    const call = JSON.parse(flatten(accessPolicy.Properties.Create)) as { parameters: { AccessPolicies: string } };
    const policy = JSON.parse(call.parameters.AccessPolicies) as {
      Statement: { Effect: string; Principal: unknown; Action: string | string[] }[];
    };
    expect(policy.Statement).toHaveLength(1);
    expect(policy.Statement[0]).toMatchObject({
      Effect: 'Allow',
      Principal: { AWS: 'arn:INTRINSIC:iam::INTRINSIC:root' },
      Action: 'es:ESHttp*',
    });
  });

  it('publishes slow search, slow index and error logs to retained log groups it may write', () => {
    const [, domain] = only(template, 'AWS::OpenSearchService::Domain');
    const published = domain.Properties.LogPublishingOptions as Record<
      string,
      { Enabled: boolean; CloudWatchLogsLogGroupArn: { 'Fn::GetAtt': [string, string] } }
    >;
    for (const log of ['SEARCH_SLOW_LOGS', 'INDEX_SLOW_LOGS', 'ES_APPLICATION_LOGS']) {
      expect(published[log]?.Enabled, log).toBe(true);
      const [groupId] = published[log]?.CloudWatchLogsLogGroupArn['Fn::GetAtt'] ?? [''];
      expect(resourcesOf(template)[groupId], log).toMatchObject({ Type: 'AWS::Logs::LogGroup', DeletionPolicy: 'Retain' });
    }
    const [policyId, policy] = only(template, 'AWS::Logs::ResourcePolicy');
    expect(flatten(policy.Properties.PolicyDocument)).toContain('es.amazonaws.com');
    // The domain refuses to publish to a log group it may not write, so the policy must exist first.
    expect(domain.DependsOn).toContain(policyId);
  });

  it('sends domain alarms to an SSL-only alarm topic that CloudWatch of this account may publish to', () => {
    const [topicId] = only(template, 'AWS::SNS::Topic');
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Condition: Match.objectLike({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } }),
          }),
        ]),
      },
    });
    const alarms = Object.values(resourcesOf(template)).filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.Namespace === 'AWS/ES');
    // Thresholds and periods per alarm: infra/search-domain.test.ts.
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual([
      'CPUUtilization',
      'ClusterIndexWritesBlocked',
      'ClusterStatus.red',
      'FreeStorageSpace',
      'JVMMemoryPressure',
      'OldGenJVMMemoryPressure',
      'ThreadpoolSearchRejected',
    ]);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('outputs the endpoint the functions and the ops scripts use', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(flatten(outputs.SearchDomainEndpoint?.Value)).toBe('https://INTRINSIC');
  });
});
