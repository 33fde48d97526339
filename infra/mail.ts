import { Duration, RemovalPolicy, type Stack } from 'aws-cdk-lib';
import { ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';

/**
 * The stage's SES sending: the domain identity (kept on delete: its DKIM
 * records live in someone's DNS), the configuration set every mail names,
 * and the reputation alarms. Created in the stack's own scope, so the
 * logical ids stay those of the stack.
 */
export const addMail = (stack: Stack, mailDomain: string, alarmAction: SnsAction): { identity: EmailIdentity; configurationSet: ConfigurationSet } => {
  const configurationSet = new ConfigurationSet(stack, 'MailConfigurationSet', {
    reputationMetrics: true,
    sendingEnabled: true,
    // Never mail again an address that bounced or complained: it protects the account's reputation.
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  configurationSet.addEventDestination('ToCloudWatch', {
    destination: EventDestination.cloudWatchDimensions([
      { name: 'ses:configuration-set', source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: 'none' },
    ]),
    events: [
      EmailSendingEvent.SEND,
      EmailSendingEvent.DELIVERY,
      EmailSendingEvent.BOUNCE,
      EmailSendingEvent.COMPLAINT,
      EmailSendingEvent.REJECT,
      EmailSendingEvent.RENDERING_FAILURE,
    ],
  });
  const identity = new EmailIdentity(stack, 'MailIdentity', {
    identity: Identity.domain(mailDomain),
    configurationSet,
  });
  identity.applyRemovalPolicy(RemovalPolicy.RETAIN);
  addMailReputationAlarms(stack, alarmAction);
  return { identity, configurationSet };
};

/**
 * SES reviews, and may pause, an account whose bounce rate passes 5% or
 * complaint rate 0.1%; these warn at half of that. Account-wide metrics:
 * this app is assumed to be the account's only sender.
 */
const addMailReputationAlarms = (stack: Stack, action: SnsAction): void => {
  const rates = [
    { id: 'MailBounceRateAlarm', metricName: 'Reputation.BounceRate', threshold: 0.025, what: 'bounce rate' },
    { id: 'MailComplaintRateAlarm', metricName: 'Reputation.ComplaintRate', threshold: 0.0005, what: 'complaint rate' },
  ];
  for (const rate of rates) {
    new Metric({ namespace: 'AWS/SES', metricName: rate.metricName, period: Duration.hours(1), statistic: 'max' })
      .createAlarm(stack, rate.id, {
        alarmDescription: `SES ${rate.what} of the account is at half of the level where AWS reviews or pauses sending.`,
        threshold: rate.threshold,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(action);
  }
};
