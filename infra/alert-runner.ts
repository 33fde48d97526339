import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import type { Grant } from '../functions/routes';
import { FeatureFunction } from './feature-function';
import { applyGrant, type GrantTargets } from './feature-grants';
import { addFunctionAlarms } from './function-alarms';

export interface AlertRunnerProps {
  readonly grantTargets: GrantTargets;
  readonly environment: Record<string, string>;
  /** The product's HMAC key's ARN: the digests' unsubscribe links are signed with it. */
  readonly appSecretArn: string;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
}

/** What a run touches: alert state and sent markers, the search (read only), mail, and the keyring for unsubscribe links. */
export const alertRunnerGrants: readonly Grant[] = ['table:write', 'search:read', 'mail:send', 'keyring'];

/**
 * Saved-search alerts (functions/alerts/run/lambda.ts): an EventBridge
 * Scheduler schedule invokes the runner every hour; it mails the digests of
 * the alerts that are due (daily ones within the hour of their slot). A run
 * that left alerts failed throws, so the errors alarm fires; they stay due.
 */
export class AlertRunner extends Construct {
  readonly function: FeatureFunction;
  readonly schedule: Schedule;
  readonly scheduleRole: Role;

  constructor(scope: Construct, id: string, props: AlertRunnerProps) {
    super(scope, id);

    this.function = new FeatureFunction(this, 'Function', {
      feature: 'alert-run',
      description: 'Saved-search alerts: mails the digests of the alerts that are due',
      environment: { ...props.environment, APP_SECRET_ARN: props.appSecretArn },
      logRetention: props.logRetention,
      // Up to 10,000 alerts a run, each one search; a run that stops part-way resumes at the next (sent markers).
      timeout: Duration.minutes(10),
    });
    for (const grant of alertRunnerGrants) applyGrant(grant, this.function.executionRole, props.grantTargets);

    // Its own role, not the stack-wide one the target would make, so the permission and its finding stay here.
    this.scheduleRole = new Role(this, 'ScheduleRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'EventBridge Scheduler: invokes the saved-search alert runner',
    });
    this.schedule = new Schedule(this, 'Schedule', {
      description: 'Runs the due saved-search alerts',
      schedule: ScheduleExpression.rate(Duration.hours(1)),
      timeWindow: TimeWindow.off(),
      // A failed run is picked up by the next one (alerts stay due); a retry would only overlap it.
      target: new LambdaInvoke(this.function, { retryAttempts: 0, role: this.scheduleRole }),
    });
    // The target grants invoke on the function and on its versions/aliases (`<arn>:*`); it has neither, so the wildcard reaches nothing else.
    const functionId = Stack.of(this).getLogicalId(this.function.node.defaultChild as CfnElement);
    Validations.of(this.scheduleRole).acknowledge({
      id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
      reason: "EventBridge Scheduler's Lambda target grants lambda:InvokeFunction on the alert runner and its qualified ARNs only; this role is the schedule's alone.",
    });

    addFunctionAlarms(this, 'Function', this.function, 'alert runner', props.alarmAction);
  }
}
