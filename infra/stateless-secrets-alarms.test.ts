import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { features, grantsOf } from '../functions/routes';
import {
  actionsOf,
  actionsOfRole,
  importOf,
  indexerFunctionId,
  logicalIdOf,
  resolvedAtDeploy,
  resources,
  roleLogicalIdOf,
  stateful,
  stateless,
  statementsOfRole,
  template,
} from './stateless-test-kit';

const environmentOf = (functionId: string): Record<string, unknown> =>
  (resources[functionId]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
const roleIds = Object.entries(resources)
  .filter(([, r]) => r.Type === 'AWS::IAM::Role')
  .map(([id]) => id);

describe('StatelessStack: the Stripe secret', () => {
  const secretArn = importOf(stateful.stripeSecret.secretArn);

  it('is readable by the billing role only, and only that secret', () => {
    // Every API role also reads the origin verify secret (stateless-edge.test.ts): look at this secret only.
    const onThisSecret = (s: { Resource: unknown }) => JSON.stringify(s.Resource) === JSON.stringify(secretArn);
    const readers = roleIds.filter((id) => statementsOfRole(id).some(onThisSecret));
    expect(readers).toEqual([roleLogicalIdOf('billing')]);
    expect(features.filter((f) => grantsOf(f).includes('stripe:secret'))).toEqual(['billing']);
    const statements = statementsOfRole(roleLogicalIdOf('billing')).filter((s) => actionsOf([s]).some((a) => a.startsWith('secretsmanager:')) && onThisSecret(s));
    expect(statements).toEqual([
      { Effect: 'Allow', Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: secretArn },
    ]);
  });

  it('is named to the billing function only (STRIPE_SECRET_ARN), and no Stripe key is in any environment', () => {
    expect(environmentOf(logicalIdOf('billing')).STRIPE_SECRET_ARN).toEqual(secretArn);
    for (const feature of features.filter((f) => f !== 'billing')) {
      expect(environmentOf(logicalIdOf(feature)).STRIPE_SECRET_ARN, feature).toBeUndefined();
    }
    expect(environmentOf(indexerFunctionId).STRIPE_SECRET_ARN).toBeUndefined();
    expect(JSON.stringify(template.toJSON())).not.toMatch(/STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET/);
  });
});

describe('StatelessStack: SES and Cognito grants', () => {
  const senders = features.filter((f) => grantsOf(f).includes('mail:send'));

  it.each(senders)('%s may SendEmail on the mail identity and the configuration set only', (feature) => {
    const statements = statementsOfRole(roleLogicalIdOf(feature)).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
    expect(statements).toHaveLength(1);
    expect(statements[0]?.Action).toBe('ses:SendEmail');
    const [identity, configurationSet] = (statements[0]?.Resource as unknown[]).map(resolvedAtDeploy);
    expect(identity).toBe('arn:resolved-at-deploy:ses:resolved-at-deploy:resolved-at-deploy:identity/resolved-at-deploy');
    expect(configurationSet).toBe('arn:resolved-at-deploy:ses:resolved-at-deploy:resolved-at-deploy:configuration-set/resolved-at-deploy');
    expect(JSON.stringify(statements[0]?.Resource)).toContain(importOf(stateful.mailConfigurationSet.configurationSetName)['Fn::ImportValue']);
  });

  it('sends mail from no role without the mail:send grant (and the alert runner and the intent expiry, which mail digests and reminders)', () => {
    const withSes = roleIds.filter((id) => actionsOfRole(id).some((a) => a.startsWith('ses:')));
    const roleOf = (fn: { executionRole: { node: { defaultChild: unknown } } }) => stateless.getLogicalId(fn.executionRole.node.defaultChild as CfnElement);
    expect(withSes.sort()).toEqual([...senders.map(roleLogicalIdOf), roleOf(stateless.alertRunner.function), roleOf(stateless.intentExpiry.function)].sort());
  });

  it('lets users:read list the pool and the admin group, every API role read one user\'s groups, and nothing more', () => {
    const readers = features.filter((f) => grantsOf(f).includes('users:read'));
    expect(readers).toContain('admin');
    for (const feature of readers) {
      expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => a.startsWith('cognito-idp:')).sort()).toEqual([
        'cognito-idp:AdminListGroupsForUser',
        'cognito-idp:ListUsers',
        'cognito-idp:ListUsersInGroup',
      ]);
    }
    // Every other API role may read one user's groups only: a token claiming admin or demo is re-checked on any route (functions/http/auth.ts).
    for (const feature of features.filter((f) => !readers.includes(f))) {
      expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => a.startsWith('cognito-idp:')), feature).toEqual(['cognito-idp:AdminListGroupsForUser']);
    }
    const withCognito = roleIds.filter((id) => actionsOfRole(id).some((a) => a.startsWith('cognito-idp:')));
    expect(withCognito.sort()).toEqual(features.map(roleLogicalIdOf).sort());
  });

  it('gives every function the configuration set name', () => {
    for (const feature of features) {
      expect(environmentOf(logicalIdOf(feature)).SES_CONFIGURATION_SET).toEqual(importOf(stateful.mailConfigurationSet.configurationSetName));
    }
  });
});

describe('StatelessStack: alarms', () => {
  const alarms = Object.values(resources)
    .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
    .map((r) => r.Properties);
  const topic = importOf(stateful.alarmTopic.topicArn);

  it('sends every alarm to the alarm topic', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([topic]);
  });

  it.each(features)('alarms on the errors and throttles of the %s function', (feature) => {
    const own = alarms.filter(
      (a) => JSON.stringify(a.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: logicalIdOf(feature) } }]),
    );
    expect(own.map((a) => [a.Namespace, a.MetricName, a.ComparisonOperator, a.Threshold]).sort()).toEqual([
      ['AWS/Lambda', 'Errors', 'GreaterThanThreshold', 0],
      ['AWS/Lambda', 'Throttles', 'GreaterThanThreshold', 0],
    ]);
  });

  it('alarms on 5xx answers of the HTTP API', () => {
    const [apiId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::ApiGatewayV2::Api') ?? [];
    const api5xx = alarms.filter((a) => a.MetricName === '5xx');
    expect(api5xx).toEqual([
      expect.objectContaining({
        Namespace: 'AWS/ApiGateway',
        Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }],
        Statistic: 'Sum',
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      }),
    ]);
  });

  it("alarms on the indexer's failure queue", () => {
    expect(alarms.filter((a) => a.Namespace === 'AWS/SQS' && a.MetricName === 'ApproximateNumberOfMessagesVisible')).toHaveLength(1);
  });
});

describe('StatelessStack: API origin and ops outputs', () => {
  it('sets no CORS on the HTTP API: only the site, on the same CloudFront origin, may call it from a browser', () => {
    const [api] = Object.values(resources).filter((r) => r.Type === 'AWS::ApiGatewayV2::Api');
    expect(api?.Properties.CorsConfiguration).toBeUndefined();
  });

  it('outputs the Stripe webhook URL on the site and the ops commands with the functions environment', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(resolvedAtDeploy(outputs.StripeWebhookUrl?.Value)).toBe('https://resolved-at-deploy/api/billing/webhook');
    expect(resolvedAtDeploy(outputs.RebuildSearchIndexCommand?.Value)).toMatch(/ TABLE_NAME=resolved-at-deploy .* npm run search:rebuild$/);
    expect(resolvedAtDeploy(outputs.OpsEnvironment?.Value)).toMatch(/^AWS_REGION=resolved-at-deploy STAGE=dev /);
    expect(resolvedAtDeploy(outputs.OpsEnvironment?.Value)).not.toMatch(/STRIPE_SECRET|unused/);
  });
});
