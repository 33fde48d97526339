import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from './build-app';

// Bundling is irrelevant to these assertions and would run esbuild per feature.
const { stateful } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
const template = Template.fromStack(stateful);

describe('StatefulStack', () => {
  it('keeps the table: PITR, deletion protection, stream, TTL, on-demand, gsi1, retained', () => {
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
        GlobalSecondaryIndexes: [
          Match.objectLike({
            IndexName: 'gsi1',
            KeySchema: [
              { AttributeName: 'gsi1pk', KeyType: 'HASH' },
              { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
            ],
          }),
        ],
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

  it('keeps exports private, TLS-only, encrypted and for one day', () => {
    const buckets = template.findResources('AWS::S3::Bucket', {
      Properties: { LifecycleConfiguration: Match.anyValue() },
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
        CorsConfiguration: { CorsRules: [expect.objectContaining({ AllowedMethods: ['GET'] })] },
      },
    });
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
    template.resourceCountIs('AWS::S3::Bucket', 2);
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true, RestrictPublicBuckets: true }),
    });
  });

  it('never destroys data on delete', () => {
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
