import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../functions/core/config';
import { buildApp } from './build-app';

// The Stripe secret, SES and the Cognito triggers of StatefulStack.
const { stateful } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
const template = Template.fromStack(stateful);

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
}
interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
const resources = template.toJSON().Resources as Record<string, CfnResource>;
const idOf = (element: { node: { defaultChild?: unknown } }): string => stateful.getLogicalId(element.node.defaultChild as CfnElement);
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const statementsOfRole = (roleId: string): Statement[] =>
  ofType('AWS::IAM::Policy')
    .filter(([, r]) => JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(([, r]) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

const triggers = [...stateful.cognitoTriggers.functions.values()];
const topicId = idOf(stateful.alarmTopic);

describe('StatefulStack: Stripe secret', () => {
  it('is retained and starts as a placeholder of the shape billing reads', () => {
    const [[, secret] = ['', undefined]] = ofType('AWS::SecretsManager::Secret');
    expect(secret?.DeletionPolicy).toBe('Retain');
    const generate = secret?.Properties.GenerateSecretString as { SecretStringTemplate: string };
    expect(JSON.parse(generate.SecretStringTemplate)).toEqual({ secretKey: '', webhookSecret: '' });
    expect(secret?.Properties.SecretString).toBeUndefined();
  });

  it('can be read by no role of this stack', () => {
    const readers = ofType('AWS::IAM::Policy').filter(([, r]) => JSON.stringify(r.Properties).includes('secretsmanager:'));
    expect(readers).toEqual([]);
  });
});

describe('StatefulStack: SES', () => {
  it('has a configuration set with reputation metrics, suppression and sending events to CloudWatch', () => {
    const [[setId, set] = ['', undefined]] = ofType('AWS::SES::ConfigurationSet');
    expect(set?.Properties).toMatchObject({
      ReputationOptions: { ReputationMetricsEnabled: true },
      SendingOptions: { SendingEnabled: true },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
    const [[, destination] = ['', undefined]] = ofType('AWS::SES::ConfigurationSetEventDestination');
    expect(destination?.Properties).toMatchObject({
      ConfigurationSetName: { Ref: setId },
      EventDestination: {
        Enabled: true,
        CloudWatchDestination: expect.anything(),
        MatchingEventTypes: expect.arrayContaining(['bounce', 'complaint', 'reject', 'delivery']),
      },
    });
  });

  it('verifies the stage mail domain with DKIM and makes the configuration set its default', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: idOf(stateful.mailConfigurationSet) } },
      // Absent means SES's default: Easy DKIM, signing on, with the three CNAMEs of MailDkimRecords.
      DkimAttributes: Match.absent(),
    });
    template.hasResource('AWS::SES::EmailIdentity', { DeletionPolicy: 'Retain' });
    const outputs = template.toJSON().Outputs as Record<string, unknown>;
    expect(outputs.MailDkimRecords).toBeDefined();
  });

  it('alarms on the account bounce and complaint rates before AWS reviews the account', () => {
    const rates = ofType('AWS::CloudWatch::Alarm')
      .map(([, r]) => r.Properties)
      .filter((p) => p.Namespace === 'AWS/SES');
    expect(rates.map((p) => [p.MetricName, p.Threshold])).toEqual([
      ['Reputation.BounceRate', 0.025],
      ['Reputation.ComplaintRate', 0.0005],
    ]);
    for (const alarm of rates) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });
});

describe('StatefulStack: Cognito triggers', () => {
  it('attaches PostConfirmation and PostAuthentication to the user pool', () => {
    const byName = new Map([...stateful.cognitoTriggers.functions].map(([name, fn]) => [name, idOf(fn)]));
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        PostConfirmation: { 'Fn::GetAtt': [byName.get('post-confirmation'), 'Arn'] },
        PostAuthentication: { 'Fn::GetAtt': [byName.get('post-authentication'), 'Arn'] },
      },
    });
    for (const fn of triggers) {
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [idOf(fn), 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
        SourceArn: { 'Fn::GetAtt': [idOf(stateful.userPool), 'Arn'] },
      });
    }
  });

  it.each(triggers.map((fn) => [fn.node.id, fn] as const))('%s may read and write user items of the table, nothing else', (_id, fn) => {
    const statements = statementsOfRole(idOf(fn.executionRole)).filter((s) => JSON.stringify(s.Action).includes('dynamodb:'));
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: { 'Fn::GetAtt': [idOf(stateful.table), 'Arn'] },
      },
    ]);
    const all = statementsOfRole(idOf(fn.executionRole)).flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(all.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('logs:'))).toEqual([]);
  });

  it.each(triggers.map((fn) => [fn.node.id, fn] as const))('%s gets an environment the functions accept, without naming the pool', (_id, fn) => {
    const variables = (resources[idOf(fn)]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    const env = Object.fromEntries(
      Object.entries(variables).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
    );
    expect(JSON.stringify(variables)).not.toContain(idOf(stateful.userPool));
    // The stand-in pool id is `${AWS::Region}_…`: as Lambda would see it once deployed.
    const deployed = { ...env, USER_POOL_ID: 'eu-west-1_notReadByCognitoTriggers', OPENSEARCH_ENDPOINT: 'https://search.example.com', AWS_REGION: 'eu-west-1' };
    expect(parseConfig(deployed)).toMatchObject({ STAGE: 'dev', SEARCH_ENGINE: 'opensearch' });
  });

  it.each(triggers.map((fn) => [fn.node.id, fn] as const))('%s alarms on errors and throttles', (_id, fn) => {
    const alarms = ofType('AWS::CloudWatch::Alarm')
      .map(([, r]) => r.Properties)
      .filter((p) => JSON.stringify(p.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: idOf(fn) } }]));
    expect(alarms.map((a) => a.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });
});

describe('StatefulStack: deployability', () => {
  // CloudFormation refuses a template whose resources depend on each other in a circle, and
  // synth does not check that; Template.fromStack does (the pool names its triggers, which must not name the pool).
  it('has no dependency cycle', () => {
    expect(() => Template.fromStack(stateful)).not.toThrow();
  });
});
