import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, type IAlarmAction, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FeatureFunction } from './feature-function';
import { applyGrant, type GrantTargets } from './feature-grants';
import { addFunctionAlarms } from './function-alarms';
import { searchIndexName } from './search-domain';

/** Kept in step with functions/indexer/reconcile.ts (infra does not import function code). */
export const DRIFT_NAMESPACE = 'PhysicianDirectory/Search';

export interface SearchReconcilerProps {
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
  /** How often: hourly by default. */
  readonly every?: Duration;
}

/**
 * Reconciles the live search index with DynamoDB on a schedule
 * (functions/indexer/reconcile/lambda.ts): whatever the stream lost (a
 * batch parked in the failure queue, a record that aged out during an
 * outage) is repaired within the hour, removals first, and counted
 * (embedded metrics in DRIFT_NAMESPACE). Drift it repaired raises the drift
 * alarm; drift it could not repair fails the run (errors alarm).
 *
 * Grants: table:read (a scan of the profiles), search:read (the ids and
 * versions scan, POST physicians/_search) and search:write (the repairs,
 * physicians/_bulk): existing grants of infra/search-access.ts, nothing new.
 */
export class SearchReconciler extends Construct {
  readonly function: FeatureFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: SearchReconcilerProps) {
    super(scope, id);

    this.function = new FeatureFunction(this, 'Function', {
      feature: 'search-reconcile',
      description: 'Search reconciliation: repairs drift between DynamoDB and the search index (removals first) and reports it',
      environment: props.environment,
      logRetention: props.logRetention,
      // At 1M profiles: a scan of the table and 200 pages of ids from the index, a few minutes.
      timeout: Duration.minutes(15),
    });
    for (const grant of ['table:read', 'search:read', 'search:write'] as const) applyGrant(grant, this.function.executionRole, props.grantTargets);

    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the search reconciliation',
      schedule: Schedule.rate(props.every ?? Duration.hours(1)),
      // A failed run is repeated by the next one; an event retry would only overlap it.
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });

    addFunctionAlarms(this, 'Function', this.function, 'search reconciliation', props.alarmAction);
    const fixed = new Metric({ namespace: DRIFT_NAMESPACE, metricName: 'DriftFixed', dimensionsMap: { Index: searchIndexName }, period: Duration.hours(1), statistic: 'sum' });
    fixed
      .createAlarm(this, 'DriftAlarm', {
        alarmDescription: 'The search reconciliation found and repaired drift: the stream indexer lost changes (see its failure queue and the reconcile log line).',
        threshold: 0,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(props.alarmAction);
  }
}
