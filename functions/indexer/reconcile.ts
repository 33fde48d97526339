import type { PhysicianStore } from '../core/ports';
import { type RebuildTarget, type Verification, verifyAndFix } from './rebuild';

/** The CloudWatch namespace of the reconciliation's counts (infra/search-reconciler.ts alarms on it). */
export const DRIFT_NAMESPACE = 'PhysicianDirectory/Search';
export const DRIFT_METRICS = ['DriftMissing', 'DriftOlder', 'DriftExtra', 'DriftFixed', 'DriftRemaining'] as const;

/**
 * One log line in CloudWatch's embedded metric format: Lambda's log
 * delivery turns it into the metrics, so the function needs no
 * cloudwatch:PutMetricData. https://docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/CloudWatch_Embedded_Metric_Format_Specification.html
 */
export const driftLogLine = (alias: string, v: Verification, at: number = Date.now()): string =>
  JSON.stringify({
    _aws: { Timestamp: at, CloudWatchMetrics: [{ Namespace: DRIFT_NAMESPACE, Dimensions: [['Index']], Metrics: DRIFT_METRICS.map((Name) => ({ Name, Unit: 'Count' })) }] },
    Index: alias,
    message: 'search index reconciled with DynamoDB',
    tableCount: v.tableCount,
    indexCount: v.indexCount,
    DriftMissing: v.missing,
    DriftOlder: v.older,
    DriftExtra: v.extra,
    DriftFixed: v.fixed,
    DriftRemaining: v.remaining.length,
    // Ids are random, not personal: a few name what to look at.
    remainingIds: v.remaining.slice(0, 10),
  });

/**
 * Ids and versions of the live index against DynamoDB, drift repaired
 * (profiles no longer in DynamoDB deleted first, then missing or older ones
 * indexed) and reported. What a lost stream record leaves behind (a REMOVE
 * parked in the failure queue, a record that aged out) is found here. Used
 * by the schedule (reconcile/lambda.ts) and npm run search:reconcile.
 */
export const reconcileSearchIndex = async (
  physicians: Pick<PhysicianStore, 'scanAll' | 'getMany'>,
  live: RebuildTarget & { readonly alias: string },
  // Straight to stdout, not console.log: with Lambda's JSON log format console.log wraps the line, and CloudWatch would not read it as EMF.
  log: (line: string) => void = (line) => void process.stdout.write(`${line}\n`),
): Promise<Verification> => {
  const v = await verifyAndFix(physicians, live);
  log(driftLogLine(live.alias, v));
  return v;
};
