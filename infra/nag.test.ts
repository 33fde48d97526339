import { App, Stack, Validations } from 'aws-cdk-lib';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { ConfigurationSet, EmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import type { Grant } from '../functions/routes';
import { buildApp } from './build-app';
import { applyGrant } from './feature-grants';
import { SearchDomain } from './search-domain';
import { stageSettings } from './stages';

const skipBundling = { 'aws:cdk:bundling-stacks': [] };

describe('cdk-nag AwsSolutions', () => {
  it.each(['dev', 'prod'])('synthesizes the %s app with no unacknowledged finding', (stage) => {
    const { app } = buildApp({ context: { stage, ...skipBundling } });
    // In-memory synth throws with the report when a validation plugin fails.
    expect(() => app.synth()).not.toThrow();
  });

  it('is active: an unacknowledged finding fails synth', () => {
    const { app, stateful } = buildApp({ context: skipBundling });
    new Bucket(stateful, 'UnloggedProbe', { enforceSSL: true });
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });

  // Grants not used by today's routes still have to pass nag the day a route uses them.
  it('accepts every grant of the route table vocabulary', () => {
    const app = new App({ context: skipBundling });
    const producer = new Stack(app, 'Producer');
    const consumer = new Stack(app, 'Consumer');
    const table = new Table(producer, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
    Validations.of(table).acknowledge({ id: 'AwsSolutions-DDB3', reason: 'test fixture' });
    const bucket = new Bucket(producer, 'Bucket', { enforceSSL: true });
    Validations.of(bucket).acknowledge({ id: 'AwsSolutions-S1', reason: 'test fixture' });
    const userPool = new UserPool(producer, 'Pool');
    for (const id of ['AwsSolutions-COG1', 'AwsSolutions-COG2', 'AwsSolutions-COG8']) {
      Validations.of(userPool).acknowledge({ id, reason: 'test fixture' });
    }
    const { domain: searchDomain } = new SearchDomain(producer, 'Search', {
      settings: stageSettings('dev'),
      alarmAction: new SnsAction(new Topic(producer, 'Alarms', { enforceSSL: true })),
    });
    const stripeSecret = new Secret(producer, 'Stripe');
    Validations.of(stripeSecret).acknowledge({ id: 'AwsSolutions-SMG4', reason: 'test fixture' });
    const appSecret = new Secret(producer, 'App');
    Validations.of(appSecret).acknowledge({ id: 'AwsSolutions-SMG4', reason: 'test fixture' });
    const role = new Role(consumer, 'Role', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    const targets = {
      table,
      exportsBucket: bucket,
      cvBucket: bucket,
      userPool,
      mailIdentity: EmailIdentity.fromEmailIdentityName(consumer, 'Mail', 'example.com'),
      mailConfigurationSet: new ConfigurationSet(producer, 'MailSet'),
      searchDomain,
      stripeSecret,
      appSecret,
    };
    const every: Record<Grant, true> = {
      'table:read': true,
      'table:read-user-items': true,
      'table:write': true,
      'search:read': true,
      'search:write': true,
      'exports:write': true,
      'cv:upload': true,
      'cv:read': true,
      'mail:send': true,
      'users:read': true,
      'stripe:secret': true,
      keyring: true,
    };
    for (const grant of Object.keys(every) as Grant[]) applyGrant(grant, role, targets);
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

    expect(() => app.synth()).not.toThrow();
  });
});
