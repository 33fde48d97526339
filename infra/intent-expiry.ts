import { Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { FeatureFunction } from './feature-function';
import { applyGrant, type GrantTargets } from './feature-grants';
import { addFunctionAlarms } from './function-alarms';

export interface IntentExpiryProps {
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
}

/**
 * Physicians' opted-in intent (issue 25, functions/profile/intent-expiry/lambda.ts):
 * every hour, deletes expired intent and mails the one reminder 30 days
 * before expiry. Search already ignores expired intent at query time, so an
 * hour's lag only delays the tidying and the reminder, never what recruiters see.
 */
export class IntentExpiry extends Construct {
  readonly function: FeatureFunction;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: IntentExpiryProps) {
    super(scope, id);

    this.function = new FeatureFunction(this, 'Function', {
      feature: 'intent-expiry',
      description: 'Intent expiry: deletes expired open-to-work details and mails reminders before expiry',
      environment: props.environment,
      logRetention: props.logRetention,
      timeout: Duration.minutes(5),
    });
    // Reads profiles, writes the intent and the log, mails the reminder; the stream reindexes (no search grant).
    for (const grant of ['table:write', 'mail:send'] as const) applyGrant(grant, this.function.executionRole, props.grantTargets);

    this.rule = new Rule(this, 'Schedule', {
      description: 'Runs the intent expiry job',
      schedule: Schedule.rate(Duration.hours(1)),
      // A failed run is retried by the next one; an event retry would only overlap it.
      targets: [new LambdaFunction(this.function, { retryAttempts: 0 })],
    });

    addFunctionAlarms(this, 'Function', this.function, 'intent expiry', props.alarmAction);
  }
}
