import type { CfnElement } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { searchWriteGrants } from './search-access';
import { type CfnResource, actionsOfRole, expectedSearchStatements, importOf, resources, searchStatementsOfRole, stateful, stateless } from './stateless-test-kit';

describe('StatelessStack: removal sweep', () => {
  const sweeper = stateless.removalSweeper;
  const functionId = stateless.getLogicalId(sweeper.function.node.defaultChild as CfnElement);
  const roleId = stateless.getLogicalId(sweeper.function.executionRole.node.defaultChild as CfnElement);

  it('runs every 5 minutes from an EventBridge rule, without event retries', () => {
    const rules = Object.values(resources).filter((r) => r.Type === 'AWS::Events::Rule' && JSON.stringify(r.Properties.Targets).includes(`"${functionId}"`));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({ ScheduleExpression: 'rate(5 minutes)', State: 'ENABLED' });
    expect(rules[0]?.Properties.Targets).toMatchObject([{ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }]);
    const invoke = Object.values(resources).find((r) => r.Type === 'AWS::Lambda::Permission' && JSON.stringify(r.Properties.FunctionName).includes(`"${functionId}"`));
    expect(invoke?.Properties).toMatchObject({ Action: 'lambda:InvokeFunction', Principal: 'events.amazonaws.com' });
  });

  it('may read and write the table, write the search index and delete CV files; no mail, no secrets, no users', () => {
    const actions = actionsOfRole(roleId);
    expect(searchStatementsOfRole(roleId)).toEqual(expectedSearchStatements(searchWriteGrants));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:BatchWriteItem', 'dynamodb:DeleteItem']));
    expect(actions.filter((a) => /^(ses|secretsmanager|cognito-idp):/.test(a))).toEqual([]);
    // Issue 25 item 5: a removal deletes the person's CV files (the cv:upload grant, the only bucket it names).
    expect(actions).toEqual(expect.arrayContaining(['s3:DeleteObject*']));
  });

  it('alarms on errors (a run that left removals unfinished) and throttles, to the alarm topic', () => {
    const ofSweeper = (r: CfnResource) => r.Type === 'AWS::CloudWatch::Alarm' && JSON.stringify(r.Properties.Dimensions).includes(`"${functionId}"`);
    const alarms = Object.values(resources).filter(ofSweeper);
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(['Errors', 'Throttles']);
    for (const alarm of alarms) {
      expect(alarm.Properties).toMatchObject({ Namespace: 'AWS/Lambda', Threshold: 0, ComparisonOperator: 'GreaterThanThreshold' });
      expect(alarm.Properties.AlarmActions).toEqual([importOf(stateful.alarmTopic.topicArn)]);
    }
  });
});
