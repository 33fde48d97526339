import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, type IAlarmAction, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';

/**
 * Errors and Throttles of one function, both alarming at the first
 * occurrence in five minutes: a handler error is a bug or a broken
 * dependency (handled errors become 4xx answers, not Lambda errors), and a
 * throttle means the account's concurrency is exhausted.
 */
export const addFunctionAlarms = (scope: Construct, id: string, fn: IFunction, label: string, action: IAlarmAction): Alarm[] => {
  const period = Duration.minutes(5);
  const common = {
    threshold: 0,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  };
  const alarms = [
    fn.metricErrors({ period, statistic: 'sum' }).createAlarm(scope, `${id}ErrorsAlarm`, {
      ...common,
      alarmDescription: `The ${label} function failed invocations (uncaught errors or timeouts).`,
    }),
    fn.metricThrottles({ period, statistic: 'sum' }).createAlarm(scope, `${id}ThrottlesAlarm`, {
      ...common,
      alarmDescription: `The ${label} function was throttled: the account's Lambda concurrency is exhausted.`,
    }),
  ];
  for (const alarm of alarms) alarm.addAlarmAction(action);
  return alarms;
};
