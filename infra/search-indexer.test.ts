import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { searchWriteGrants } from './search-access';
import { type CfnResource, type Statement, stateful, template, resources, indexerRoleId, indexerFunctionId, actionsOfRole, importOf, resolvedAtDeploy, expectedSearchStatements, searchStatementsOfRole } from './stateless-test-kit';

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

  it('bisects, retries 5 times, reports batch item failures and parks the rest in the failure queue', () => {
    expect(mapping?.Properties).toMatchObject({
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
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

  it('may write the search index and read the stream, but not touch the table', () => {
    const actions = actionsOfRole(indexerRoleId);
    expect(searchStatementsOfRole(indexerRoleId)).toEqual(expectedSearchStatements(searchWriteGrants));
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
    ]);
  });

  it('alarms on parked failures, on errors, throttles and lag, to the alarm topic', () => {
    const ofIndexer = (r: CfnResource) =>
      JSON.stringify(r.Properties.Dimensions).includes(`"${indexerFunctionId}"`) || JSON.stringify(r.Properties.Dimensions).includes(`"${queueId}"`);
    const alarms = Object.values(resources).filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && ofIndexer(r));
    const topic = importOf(stateful.alarmTopic.topicArn);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([topic]);
    const byMetric = new Map(alarms.map((a) => [a.Properties.MetricName, a.Properties]));
    expect([...byMetric.keys()].sort()).toEqual(['ApproximateNumberOfMessagesVisible', 'Errors', 'IteratorAge', 'Throttles']);
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

  it('outputs the command that creates the index', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    const command = resolvedAtDeploy(outputs.CreateSearchIndexCommand?.Value);
    expect(command).toMatch(/ OPENSEARCH_ENDPOINT=https:\/\/resolved-at-deploy /);
    // The single dev node carries no replica (a replica never shares its primary's node).
    expect(command).toMatch(/ OPENSEARCH_REPLICAS=0 /);
    expect(command).toMatch(/ npm run search:create-index$/);
  });
});
