import { Duration, Validations } from 'aws-cdk-lib';
import { ComparisonOperator, TreatMissingData, type IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FeatureFunction } from './feature-function';
import { applyGrant, type GrantTargets } from './feature-grants';
import { grantListNameRekey } from './list-name-rekey-access';
import { SearchReconciler } from './search-reconciler';

/**
 * How long the event source keeps retrying a failing batch before parking
 * it in the failure queue: long enough to ride out a domain outage or a
 * blue/green change (hours), well inside the stream's 24 h retention. Retries
 * are bounded by this age only (MaximumRetryAttempts -1).
 */
export const MAX_RECORD_AGE = Duration.hours(6);

/**
 * Only physician profiles reach the indexer: the same keys that
 * functions/indexer/stream-handler.ts accepts (pk PHYSICIAN#<id>, sk PROFILE).
 * Keys are in every stream record, REMOVE and TTL deletions included.
 */
export const physicianProfileFilter = {
  dynamodb: { Keys: { pk: { S: FilterRule.beginsWith('PHYSICIAN#') }, sk: { S: FilterRule.isEqual('PROFILE') } } },
};

export interface SearchIndexerProps {
  /** Must have a stream (StatefulStack sets NEW_AND_OLD_IMAGES). */
  readonly table: ITable;
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
}

/**
 * The table stream's consumer (functions/indexer/lambda.ts): keeps the
 * OpenSearch index in step with DynamoDB. The handler sends one bulk per
 * batch, retries the failed items itself, and reports only the records still
 * failing; Lambda resumes from the lowest of them (later records come again
 * and are versioned no-ops), bisecting a failing batch, and keeps retrying
 * until the records are MAX_RECORD_AGE old: a domain outage of hours loses
 * no removal. Only then does the batch pointer (shard and sequence numbers,
 * not the data) go to the failure queue. The lag alarm fires at 10 minutes,
 * a second one at half the record age; the hourly reconciliation
 * (SearchReconciler) repairs whatever was parked or lost.
 */
export class SearchIndexer extends Construct {
  readonly function: FeatureFunction;
  readonly failures: Queue;
  readonly reconciler: SearchReconciler;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id);

    this.function = new FeatureFunction(this, 'Function', {
      feature: 'indexer',
      description: 'Search indexer: applies physician profile changes of the table stream to OpenSearch',
      environment: props.environment,
      logRetention: props.logRetention,
      // One bulk per batch of up to 100 records (two while a rebuild runs), item retries of a few seconds, the client's 10 s timeout.
      timeout: Duration.minutes(1),
    });

    this.failures = new Queue(this, 'Failures', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    this.function.addEventSource(
      new DynamoEventSource(props.table, {
        // A new mapping starts with what the stream still holds (24 h), so nothing written before it is lost.
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: 100,
        maxBatchingWindow: Duration.seconds(2),
        bisectBatchOnError: true,
        // No retryAttempts: CloudFormation's default -1, retries bounded by the record's age alone.
        maxRecordAge: MAX_RECORD_AGE,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.failures),
        filters: [FilterCriteria.filter(physicianProfileFilter)],
      }),
    );
    // Stream read comes with the event source; search:write is the same grant the route table uses.
    applyGrant('search:write', this.function.executionRole, props.grantTargets);
    // Renamed physicians' list name rows are re-keyed from the same records (functions/indexer/list-name-changes.ts).
    grantListNameRekey(this.function.executionRole, props.table);

    this.reconciler = new SearchReconciler(this, 'Reconciler', props);

    this.addAlarms(props.alarmAction);
    this.acknowledgeNagFindings();
  }

  private addAlarms(action: IAlarmAction): void {
    const fiveMinutes = Duration.minutes(5);
    const parked = this.failures.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'max' });
    const alarms = [
      parked.createAlarm(this, 'FailuresAlarm', {
        alarmDescription:
          `Stream records the indexer gave up on after ${MAX_RECORD_AGE.toHours()} h of retries: the index may miss these changes until the hourly reconciliation (or npm run search:reconcile) repairs them.`,
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      // Thrown errors and timeouts only: records reported as batch item failures are retried and land in the queue above.
      this.function.metricErrors({ period: fiveMinutes, statistic: 'sum' }).createAlarm(this, 'ErrorsAlarm', {
        alarmDescription: 'The search indexer failed whole invocations (config, credentials, timeouts).',
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      this.function.metricThrottles({ period: fiveMinutes, statistic: 'sum' }).createAlarm(this, 'ThrottlesAlarm', {
        alarmDescription: 'The search indexer was throttled: the account\'s Lambda concurrency is exhausted and the index falls behind.',
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      this.function.metric('IteratorAge', { period: fiveMinutes, statistic: 'max' }).createAlarm(this, 'LagAlarm', {
        alarmDescription: 'The search index is more than 10 minutes behind DynamoDB (retries or a slow domain).',
        threshold: Duration.minutes(10).toMilliseconds(),
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
      this.function.metric('IteratorAge', { period: fiveMinutes, statistic: 'max' }).createAlarm(this, 'RecordAgeAlarm', {
        alarmDescription: `Stream records have waited half of the ${MAX_RECORD_AGE.toHours()} h they are retried for: fix the domain before they are parked in the failure queue (the hourly reconciliation repairs what is).`,
        threshold: MAX_RECORD_AGE.toMilliseconds() / 2,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    ];
    for (const alarm of alarms) alarm.addAlarmAction(action);
  }

  private acknowledgeNagFindings(): void {
    Validations.of(this.failures).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself the failure destination of the stream event source mapping (cdk-nag only recognizes queue redrive DLQs); a DLQ behind it would add nothing.',
    });
    Validations.of(this.function.executionRole).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'dynamodb:ListStreams, granted by the DynamoDB event source, supports no resource-level permission; the stream reads themselves are on this table\'s stream ARN only.',
    });
  }
}
