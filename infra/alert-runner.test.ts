import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { searchReadGrants } from './search-access';
import { type CfnResource, actionsOfRole, expectedSearchStatements, importOf, resources, searchStatementsOfRole, stateful, stateless } from './stateless-test-kit';

describe('StatelessStack: saved-search alert runner', () => {
  const runner = stateless.alertRunner;
  const functionId = stateless.getLogicalId(runner.function.node.defaultChild as CfnElement);
  const roleId = stateless.getLogicalId(runner.function.executionRole.node.defaultChild as CfnElement);

  it('runs every hour from an EventBridge Scheduler schedule, without retries, through a role that may only invoke it', () => {
    const schedules = Object.values(resources).filter((r) => r.Type === 'AWS::Scheduler::Schedule' && JSON.stringify(r.Properties.Target).includes(`"${functionId}"`));
    expect(schedules).toHaveLength(1);
    const props = schedules[0]?.Properties;
    expect(props).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED', FlexibleTimeWindow: { Mode: 'OFF' } });
    expect(props?.Target).toMatchObject({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } });
    const schedulerRoleId = (props?.Target as { RoleArn: { 'Fn::GetAtt': [string, string] } }).RoleArn['Fn::GetAtt'][0];
    expect(resources[schedulerRoleId]?.Properties.AssumeRolePolicyDocument).toMatchObject({
      Statement: [expect.objectContaining({ Principal: { Service: 'scheduler.amazonaws.com' } })],
    });
    expect(actionsOfRole(schedulerRoleId)).toEqual(['lambda:InvokeFunction']);
  });

  it('may read and write the table, read the search index, send mail and read the HMAC key; nothing else', () => {
    const actions = actionsOfRole(roleId);
    expect(searchStatementsOfRole(roleId)).toEqual(expectedSearchStatements(searchReadGrants));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'ses:SendEmail', 'secretsmanager:GetSecretValue']));
    expect(actions.filter((a) => /^(cognito-idp|s3):/.test(a))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('es:') && !['es:ESHttpGet', 'es:ESHttpPost'].includes(a))).toEqual([]);
    const env = (resources[functionId]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.APP_SECRET_ARN).toEqual(importOf(stateful.appSecret.secretArn));
    expect(env.STRIPE_SECRET_ARN).toBeUndefined();
  });

  it('alarms on errors (a run that left alerts failed) and throttles, to the alarm topic', () => {
    const ofRunner = (r: CfnResource) => r.Type === 'AWS::CloudWatch::Alarm' && JSON.stringify(r.Properties.Dimensions).includes(`"${functionId}"`);
    const alarms = Object.values(resources).filter(ofRunner);
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([importOf(stateful.alarmTopic.topicArn)]);
  });
});
