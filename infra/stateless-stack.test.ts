import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../functions/core/config';
import { features, routes } from '../functions/routes';
import { stateful, template, resources, logicalIdOf, indexerFunctionId, importOf, resolvedAtDeploy } from './stateless-test-kit';

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
    const nodeFunctions = Object.entries(resources).filter(
      // Not CDK's own AwsCustomResource provider, which reads the web ACL ARN (web-acl-reader.ts).
      ([id, r]) => r.Type === 'AWS::Lambda::Function' && String(r.Properties.Runtime).startsWith('nodejs') && !id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
    );
    // The features plus the search indexer and its reconciliation, the removal sweep, the alert runner and the intent expiry, built by the same construct.
    expect(nodeFunctions).toHaveLength(features.length + 5);
    expect(resources[indexerFunctionId]?.Properties).toMatchObject({
      Architectures: ['arm64'],
      Runtime: resources[logicalIdOf('search')]?.Properties.Runtime,
    });
  });

  // The functions parse these at cold start (functions/core/config.ts); AWS_REGION comes from Lambda.
  const requiredKeys = [
    'STAGE',
    'TABLE_NAME',
    'USER_POOL_ID',
    'USER_POOL_CLIENT_ID',
    'SEARCH_ENGINE',
    'OPENSEARCH_ENDPOINT',
    'OPENSEARCH_INDEX',
    'EXPORTS_BUCKET',
    'CV_BUCKET',
    'MAIL_FROM',
    'SUPPORT_EMAIL',
    'SITE_URL',
    'STRIPE_PRICE_MONTHLY',
    'STRIPE_PRICE_ANNUAL',
    'STRIPE_PRICE_TEAM',
    'CONTACT_REVEAL_DAILY_CAP',
    'EXPORT_DAILY_CAP',
    'RATE_LIMIT_CONTACT_PER_HOUR',
    'RATE_LIMIT_SUBMISSIONS_PER_HOUR',
    'RATE_LIMIT_REMOVALS_PER_HOUR',
    'SES_CONFIGURATION_SET',
    'LOG_LEVEL',
  ];

  const functionIds = [...features.map((f) => [f, logicalIdOf(f)] as const), ['indexer', indexerFunctionId] as const];
  const environmentOf = (functionId: string): Record<string, unknown> =>
    (resources[functionId]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

  it.each(functionIds)('gives %s every config key', (_name, functionId) => {
    expect(Object.keys(environmentOf(functionId))).toEqual(expect.arrayContaining(requiredKeys));
  });

  it.each(functionIds)('points %s at the search domain over HTTPS', (_name, functionId) => {
    expect(environmentOf(functionId)).toMatchObject({
      SEARCH_ENGINE: 'opensearch',
      OPENSEARCH_ENDPOINT: { 'Fn::Join': ['', ['https://', importOf(stateful.searchDomain.domainEndpoint)]] },
      OPENSEARCH_INDEX: 'physicians',
    });
  });

  it.each(functionIds)('gives %s an environment the functions accept', (_name, functionId) => {
    const env = Object.fromEntries(
      Object.entries(environmentOf(functionId)).map(([key, value]) => [key, resolvedAtDeploy(value)]),
    );
    // AWS_REGION is set by Lambda itself.
    const config = parseConfig({ ...env, AWS_REGION: 'eu-west-1' });
    expect(config).toMatchObject({
      STAGE: 'dev',
      STRIPE_WEBHOOK_SECRET: '',
      EXPORT_DAILY_CAP: 5000,
      RATE_LIMIT_CONTACT_PER_HOUR: 20,
      SEARCH_ENGINE: 'opensearch',
      OPENSEARCH_ENDPOINT: 'https://resolved-at-deploy',
      OPENSEARCH_INDEX: 'physicians',
    });
  });
});
