import { Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FeatureFunction } from './feature-function';
import { applyGrant, type GrantTargets } from './feature-grants';
import { addFunctionAlarms } from './function-alarms';

export interface RemovalSweeperProps {
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
}

/**
 * Finishes confirmed removals that stopped half-way (functions/removal/sweep/lambda.ts):
 * every 5 minutes, requests claimed more than the lease ago and not done are
 * completed. A run that leaves some unfinished fails, so the errors alarm fires.
 */
export class RemovalSweeper extends Construct {
  readonly function: FeatureFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: RemovalSweeperProps) {
    super(scope, id);

    this.function = new FeatureFunction(this, 'Function', {
      feature: 'removal-sweep',
      description: 'Removal sweep: completes confirmed removal requests that stopped before done',
      environment: props.environment,
      logRetention: props.logRetention,
      // Up to 50 removals, each a few table writes and one search request.
      timeout: Duration.minutes(2),
    });
    // What the removal steps touch, nothing more: no mail, no secrets (the steps hash nothing with the keyring); cv:upload deletes the CV files.
    for (const grant of ['table:write', 'search:write', 'cv:upload'] as const) applyGrant(grant, this.function.executionRole, props.grantTargets);

    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the removal sweep',
      schedule: Schedule.rate(Duration.minutes(5)),
      // A failed run is retried by the next one; an event retry would only overlap it.
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });

    addFunctionAlarms(this, 'Function', this.function, 'removal sweep', props.alarmAction);
  }
}
