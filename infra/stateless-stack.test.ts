import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../functions/core/config';
import { type Feature, features, grantsOf, routes } from '../functions/routes';
import { buildApp } from './build-app';

// Bundling is irrelevant to these assertions and would run esbuild per feature.
const { stateless } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
const template = Template.fromStack(stateless);

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}
const resources = template.toJSON().Resources as Record<string, CfnResource>;

const logicalIdOf = (feature: Feature): string => {
  const fn = stateless.functions.get(feature);
  if (!fn) throw new Error(`no function for ${feature}`);
  return stateless.getLogicalId(fn.node.defaultChild as CfnElement);
};

const roleLogicalIdOf = (feature: Feature): string => {
  const fn = stateless.functions.get(feature);
  if (!fn) throw new Error(`no function for ${feature}`);
  return stateless.getLogicalId(fn.executionRole.node.defaultChild as CfnElement);
};

/** Every IAM action any inline policy attached to the role allows. */
const actionsOfRole = (roleId: string): string[] =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: { Action: string | string[] }[] }).Statement)
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

describe('StatelessStack: API from the route table', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r.feature] as const))(
    'routes %s to the %s function',
    (routeKey, feature) => {
      const route = Object.values(resources).find(
        (r) => r.Type === 'AWS::ApiGatewayV2::Route' && r.Properties.RouteKey === routeKey,
      );
      expect(route, routeKey).toBeDefined();
      const target = route?.Properties.Target as { 'Fn::Join': [string, unknown[]] };
      const integrationRef = (target['Fn::Join'][1][1] as { Ref: string }).Ref;
      expect(resources[integrationRef]?.Properties.IntegrationUri).toEqual({
        'Fn::GetAtt': [logicalIdOf(feature), 'Arn'],
      });
    },
  );

  it('has no route that the table does not list', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Route', routes.length);
  });

  it('throttles and access-logs the $default stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({
        ThrottlingRateLimit: Match.anyValue(),
        ThrottlingBurstLimit: Match.anyValue(),
      }),
      AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
    });
  });
});

describe('StatelessStack: one function per feature', () => {
  it('creates exactly one arm64 Node.js 22+ function per feature', () => {
    for (const feature of features) {
      const fn = resources[logicalIdOf(feature)];
      expect(fn?.Properties.Architectures).toEqual(['arm64']);
      const runtime = String(fn?.Properties.Runtime);
      expect(runtime).toMatch(/^nodejs\d+\.x$/);
      expect(Number(/\d+/.exec(runtime)?.[0])).toBeGreaterThanOrEqual(22);
    }
    const nodeFunctions = Object.values(resources).filter(
      (r) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Runtime).startsWith('nodejs'),
    );
    expect(nodeFunctions).toHaveLength(features.length);
  });

  // The functions parse these at cold start (functions/core/config.ts); AWS_REGION comes from Lambda.
  const requiredKeys = [
    'STAGE',
    'TABLE_NAME',
    'USER_POOL_ID',
    'USER_POOL_CLIENT_ID',
    'SEARCH_ENGINE',
    'EXPORTS_BUCKET',
    'MAIL_FROM',
    'SUPPORT_EMAIL',
    'SITE_URL',
    'LOG_LEVEL',
  ];

  const environmentOf = (feature: Feature): Record<string, unknown> =>
    (resources[logicalIdOf(feature)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

  it.each(features)('gives %s every config key', (feature) => {
    expect(Object.keys(environmentOf(feature))).toEqual(expect.arrayContaining(requiredKeys));
  });

  // Tripwire: SEARCH_ENGINE=opensearch needs OPENSEARCH_ENDPOINT, which arrives with the
  // OpenSearch issue. When this starts passing, turn `it.fails` into `it`.
  it.fails('gives an environment the functions accept (needs the OpenSearch endpoint)', () => {
    const resolvedAtDeploy = (key: string, value: unknown) =>
      typeof value === 'string' ? value : key === 'SITE_URL' ? 'https://d111111abcdef8.cloudfront.net' : `deploy-time-${key}`;
    const env = Object.fromEntries(
      Object.entries(environmentOf('search')).map(([key, value]) => [key, resolvedAtDeploy(key, value)]),
    );
    expect(() => parseConfig({ ...env, AWS_REGION: 'eu-west-1' })).not.toThrow();
  });
});

describe('StatelessStack: least privilege from grantsOf()', () => {
  const dynamoWrite = /^dynamodb:(\*|Put|Update|Delete|BatchWrite|TransactWrite|Create|Restore)/;

  it('search can read the table but never write it', () => {
    expect(grantsOf('search')).toContain('table:read');
    const actions = actionsOfRole(roleLogicalIdOf('search'));
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => dynamoWrite.test(a))).toEqual([]);
  });

  it.each(features.filter((f) => !grantsOf(f).some((g) => g.startsWith('table:'))))(
    '%s has no table grant and no DynamoDB action at all',
    (feature) => {
      expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    },
  );

  it.each(features.filter((f) => !grantsOf(f).includes('table:write')))('%s cannot write the table', (feature) => {
    expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => dynamoWrite.test(a))).toEqual([]);
  });

  it('uses no AWS managed policy on feature roles', () => {
    for (const feature of features) {
      expect(resources[roleLogicalIdOf(feature)]?.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});

describe('StatelessStack: CloudFront site', () => {
  const distribution = () =>
    Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')?.Properties
      .DistributionConfig as Record<string, unknown>;

  it('serves index.html at the root and rewrites SPA routes in a viewer-request function, not error pages', () => {
    const config = distribution();
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior).toMatchObject({
      ViewerProtocolPolicy: 'redirect-to-https',
      FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
    });
  });

  it('sends /api/* to the HTTP API uncached with all viewer headers but Host and all methods', () => {
    const [behavior] = distribution().CacheBehaviors as Record<string, unknown>[];
    expect(behavior).toMatchObject({
      PathPattern: '/api/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
    });
  });

  it('reads the private bucket through OAC, granted to this distribution only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          Match.objectLike({
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('sends the security headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue() }),
          StrictTransportSecurity: Match.objectLike({ IncludeSubdomains: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'strict-origin-when-cross-origin' }),
        }),
      }),
    });
  });

  it('writes /config.json with the region and the user pool at deploy time', () => {
    const deployments = Object.values(resources).filter((r) => r.Type === 'Custom::CDKBucketDeployment');
    const markers = deployments.flatMap((d) => (d.Properties.SourceMarkers as unknown[] | undefined) ?? []);
    expect(JSON.stringify(markers)).toMatch(/UserPool/);
    expect(deployments.length).toBeGreaterThanOrEqual(1);
  });

  it('hard-codes no physical names of functions, roles or log groups', () => {
    const namingProperty: Record<string, string> = {
      'AWS::Lambda::Function': 'FunctionName',
      'AWS::IAM::Role': 'RoleName',
      'AWS::Logs::LogGroup': 'LogGroupName',
    };
    const named = Object.entries(resources).filter(([, r]) => {
      const key = namingProperty[r.Type];
      return key !== undefined && r.Properties?.[key] !== undefined;
    });
    expect(named.map(([id]) => id)).toEqual([]);
  });
});

describe('stage selection', () => {
  it('names the stacks after the stage from context', () => {
    const { stateful, stateless: prodStateless, settings } = buildApp({
      context: { stage: 'prod', 'aws:cdk:bundling-stacks': [] },
    });
    expect(settings.name).toBe('prod');
    expect([stateful.stackName, prodStateless.stackName]).toEqual([
      'PhysicianDirectory-prod-Stateful',
      'PhysicianDirectory-prod-Stateless',
    ]);
  });

  it('refuses an unknown stage', () => {
    expect(() => buildApp({ context: { stage: 'staging', 'aws:cdk:bundling-stacks': [] } })).toThrow(/Unknown stage/);
  });
});
