import type { CfnElement } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { searchReadGrants, searchWriteGrants } from './search-access';
import { type CfnResource, type Statement, stateful, stateless, template, resources, indexerRoleId, indexerFunctionId, actionsOfRole, importOf, resolvedAtDeploy, expectedSearchStatements, searchStatementsOfRole } from './stateless-test-kit';

describe('StatelessStack: search indexer', () => {
  const [mappingId, mapping] =
    Object.entries(resources).find(([, r]) => r.Type === 'AWS::Lambda::EventSourceMapping') ?? [];
  const [queueId] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::SQS::Queue') ?? [];

  it('consumes the table stream from the trim horizon in batches of 100 within 2 s', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    expect(mappingId).toBeDefined();
    expect(mapping?.Properties).toMatchObject({
      FunctionName: { Ref: indexerFunctionId },
      EventSourceArn: importOf(stateful.table.tableStreamArn ?? ''),
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 2,
    });
  });

  it('bisects and retries until records are 6 hours old (no retry count: -1), reports batch item failures, parks the rest in the failure queue', () => {
    expect(mapping?.Properties).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRecordAgeInSeconds: 6 * 3600,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    // Absent is CloudFormation's -1: retries bounded by the record's age alone, not 5 attempts of a few seconds.
    expect(mapping?.Properties.MaximumRetryAttempts).toBeUndefined();
  });

  it('receives physician profiles only (pk PHYSICIAN#..., sk PROFILE)', () => {
    const filters = (mapping?.Properties.FilterCriteria as { Filters: { Pattern: string }[] }).Filters;
    expect(filters).toHaveLength(1);
    expect(JSON.parse(filters[0]?.Pattern ?? '{}')).toEqual({
      dynamodb: { Keys: { pk: { S: [{ prefix: 'PHYSICIAN#' }] }, sk: { S: ['PROFILE'] } } },
    });
  });

  it('keeps failures encrypted, TLS-only and for 14 days', () => {
    expect(resources[queueId ?? '']?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('may write the search index, read the stream, and read and write the table (the list name rows of renamed physicians), nothing else of DynamoDB', () => {
    const actions = actionsOfRole(indexerRoleId);
    expect(searchStatementsOfRole(indexerRoleId)).toEqual(expectedSearchStatements(searchWriteGrants));
    const dynamo = [...new Set(actions.filter((a) => a.startsWith('dynamodb:')))];
    // The stream's own actions, and the route table's 'table:write' (functions/indexer/list-name-changes.ts re-keys list name rows).
    expect(dynamo).toEqual(expect.arrayContaining(['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams', 'dynamodb:Query', 'dynamodb:BatchGetItem', 'dynamodb:PutItem', 'dynamodb:ConditionCheckItem']));
    expect(dynamo.filter((a) => /Table|Backup|Export|Import|TimeToLive|Tag/.test(a) && a !== 'dynamodb:DescribeTable')).toEqual([]);
  });

  it('alarms on parked failures, on errors, throttles and lag, to the alarm topic', () => {
    const ofIndexer = (r: CfnResource) =>
      JSON.stringify(r.Properties.Dimensions ?? []).includes(`"${indexerFunctionId}"`) || JSON.stringify(r.Properties.Dimensions ?? []).includes(`"${queueId}"`);
    const alarms = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && ofIndexer(r));
    const topic = importOf(stateful.alarmTopic.topicArn);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([topic]);
    const byMetric = new Map(alarms.map((a) => [a.Properties.MetricName, a.Properties]));
    expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(['ApproximateNumberOfMessagesVisible', 'Errors', 'IteratorAge', 'IteratorAge', 'Throttles']);
    // Lag at 10 minutes, and records halfway to the age at which they would be parked.
    expect(alarms.filter((a) => a.Properties.MetricName === 'IteratorAge').map((a) => a.Properties.Threshold).sort((x, y) => Number(x) - Number(y))).toEqual([600_000, 3 * 3600_000]);
    expect(byMetric.get('ApproximateNumberOfMessagesVisible')).toMatchObject({
      Namespace: 'AWS/SQS',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
    expect(byMetric.get('Errors')).toMatchObject({
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: indexerFunctionId } }],
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
    expect(byMetric.get('IteratorAge')).toMatchObject({
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: indexerFunctionId } }],
    });
  });

  describe('scheduled reconciliation', () => {
    const reconciler = stateless.indexer.reconciler;
    const functionId = stateless.getLogicalId(reconciler.function.node.defaultChild as CfnElement);
    const roleId = stateless.getLogicalId(reconciler.function.executionRole.node.defaultChild as CfnElement);

    it('runs hourly from an EventBridge rule, without event retries, for up to 15 minutes', () => {
      const rules = Object.values(resources).filter((r) => r.Type === 'AWS::Events::Rule' && JSON.stringify(r.Properties.Targets).includes(`"${functionId}"`));
      expect(rules).toHaveLength(1);
      expect(rules[0]?.Properties).toMatchObject({ ScheduleExpression: 'rate(1 hour)', State: 'ENABLED' });
      expect(rules[0]?.Properties.Targets).toMatchObject([{ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, RetryPolicy: { MaximumRetryAttempts: 0 } }]);
      expect(resources[functionId]?.Properties).toMatchObject({ Timeout: 900 });
    });

    it('may scan the table, read and write the search alias, and nothing else', () => {
      const actions = actionsOfRole(roleId);
      expect(searchStatementsOfRole(roleId)).toEqual([...expectedSearchStatements(searchReadGrants), ...expectedSearchStatements(searchWriteGrants)]);
      expect(actions).toContain('dynamodb:Scan');
      expect(actions.filter((a) => /^dynamodb:(Put|Update|Delete|BatchWrite)/.test(a))).toEqual([]);
      expect(actions.filter((a) => /^(ses|secretsmanager|cognito-idp|s3|sqs):/.test(a))).toEqual([]);
    });

    it('alarms on errors (drift it could not repair), throttles and repaired drift, to the alarm topic', () => {
      const alarms = Object.values(resources).filter(
        (r) => r.Type === 'AWS::CloudWatch::Alarm' && (JSON.stringify(r.Properties.Dimensions ?? []).includes(`"${functionId}"`) || r.Properties.Namespace === 'PhysicianDirectory/Search'),
      );
      expect(alarms.map((a) => a.Properties.MetricName).sort()).toEqual(['DriftFixed', 'Errors', 'Throttles']);
      for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([importOf(stateful.alarmTopic.topicArn)]);
      expect(alarms.find((a) => a.Properties.MetricName === 'DriftFixed')?.Properties).toMatchObject({
        Namespace: 'PhysicianDirectory/Search',
        Dimensions: [{ Name: 'Index', Value: 'physicians' }],
        Statistic: 'Sum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
    });
  });

  it('outputs the command that creates the index', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const command = resolvedAtDeploy(outputs.CreateSearchIndexCommand?.Value);
    expect(command).toMatch(/ OPENSEARCH_ENDPOINT=https:\/\/resolved-at-deploy /);
    // The single dev node carries no replica (a replica never shares its primary's node).
    expect(command).toMatch(/ OPENSEARCH_REPLICAS=0 /);
    expect(command).toMatch(/ npm run search:create-index$/);
  });
});
