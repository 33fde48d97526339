import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routes } from '../functions/routes';
import { buildApp } from './build-app';
import { type Statement, stateful, stateless, template, resources } from './stateless-test-kit';
import { contentSecurityPolicy, HSTS_MAX_AGE_SECONDS, REFERRER_POLICY } from './security-headers';

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
          ContentSecurityPolicy: Match.objectLike({ ContentSecurityPolicy: Match.anyValue(), Override: true }),
          StrictTransportSecurity: { AccessControlMaxAgeSec: HSTS_MAX_AGE_SECONDS, IncludeSubdomains: true, Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: REFERRER_POLICY, Override: true },
        }),
      }),
    });
  });

  it('sends the same CSP as the local server, with Cognito as the only other origin', () => {
    const policies = Object.values(resources).filter((r) => r.Type === 'AWS::CloudFront::ResponseHeadersPolicy');
    const csp = JSON.stringify(policies.map((p) => (p.Properties.ResponseHeadersPolicyConfig as { SecurityHeadersConfig: unknown }).SecurityHeadersConfig));
    for (const directive of contentSecurityPolicy().split('; ').filter((d) => !d.startsWith('connect-src'))) expect(csp).toContain(directive);
    expect(csp).toContain("connect-src 'self'");
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
