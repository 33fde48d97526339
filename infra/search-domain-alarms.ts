import { Duration } from 'aws-cdk-lib';
import { ComparisonOperator, type IAlarmAction, type Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { Domain } from 'aws-cdk-lib/aws-opensearchservice';
import type { Construct } from 'constructs';
import type { SearchDomainSettings } from './stages';

interface AlarmSpec {
  readonly id: string;
  readonly metric: (domain: Domain, period: Duration) => Metric;
  readonly period: Duration;
  readonly threshold: number;
  readonly evaluationPeriods: number;
  readonly comparison: ComparisonOperator;
  readonly description: string;
}

const atLeast = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD;
const minute = Duration.minutes(1);

/**
 * The alarms of AWS's "Recommended CloudWatch alarms for Amazon OpenSearch
 * Service" page (https://docs.aws.amazon.com/opensearch-service/latest/developerguide/cloudwatch-alarms.html),
 * with its statistics, periods, thresholds and consecutive periods, for the
 * parts of the domain we run. Yellow only matters where replicas exist
 * (2+ data nodes); the cluster-manager alarms only where there are dedicated
 * cluster managers. Free storage uses the page's advice of 25% of a node's
 * volume instead of its fixed 20 GiB (our volumes are smaller than that).
 */
export const searchDomainAlarmSpecs = (search: SearchDomainSettings): AlarmSpec[] => [
  {
    id: 'ClusterRedAlarm',
    metric: (d, period) => d.metricClusterStatusRed({ statistic: 'max', period }),
    period: minute,
    threshold: 1,
    evaluationPeriods: 1,
    comparison: atLeast,
    description: 'Search domain is red: a primary shard is unassigned and searches may fail.',
  },
  ...(search.dataNodes > 1
    ? [
        {
          id: 'ClusterYellowAlarm',
          metric: (d: Domain, period: Duration) => d.metricClusterStatusYellow({ statistic: 'max', period }),
          period: minute,
          threshold: 1,
          evaluationPeriods: 5,
          comparison: atLeast,
          description: 'Search domain is yellow for 5 minutes: a replica is unassigned, so one more node failure loses search.',
        },
      ]
    : []),
  {
    id: 'WritesBlockedAlarm',
    metric: (d, period) => d.metricClusterIndexWritesBlocked({ statistic: 'max', period }),
    period: Duration.minutes(5),
    threshold: 1,
    evaluationPeriods: 1,
    comparison: atLeast,
    description: 'Search domain blocks writes (disk or memory pressure): the indexer cannot keep the index current.',
  },
  {
    // FreeStorageSpace is in MiB, per node; the least free node is the one that blocks writes first.
    id: 'LowStorageAlarm',
    metric: (d, period) => d.metricFreeStorageSpace({ statistic: 'min', period }),
    period: minute,
    threshold: search.volumeGiB * 1024 * 0.25,
    evaluationPeriods: 1,
    comparison: ComparisonOperator.LESS_THAN_OR_EQUAL_TO_THRESHOLD,
    description: `Less than a quarter of a data node's ${search.volumeGiB} GiB volume is free.`,
  },
  {
    id: 'CpuAlarm',
    metric: (d, period) => d.metricCPUUtilization({ statistic: 'max', period }),
    period: Duration.minutes(15),
    threshold: 80,
    evaluationPeriods: 3,
    comparison: atLeast,
    description: 'A data node has run at 80%+ CPU for 45 minutes: search latency grows; scale up or out (infra/README.md, Sizing).',
  },
  {
    id: 'JvmMemoryPressureAlarm',
    metric: (d, period) => d.metricJVMMemoryPressure({ statistic: 'max', period }),
    period: minute,
    threshold: 95,
    evaluationPeriods: 3,
    comparison: atLeast,
    description: 'JVM heap of a data node at 95%+ for 3 minutes: out-of-memory errors and rejected requests are next.',
  },
  {
    id: 'OldGenJvmMemoryPressureAlarm',
    metric: (d, period) => d.metric('OldGenJVMMemoryPressure', { statistic: 'max', period }),
    period: minute,
    threshold: 80,
    evaluationPeriods: 3,
    comparison: atLeast,
    description: 'Old generation heap of a data node at 80%+ for 3 minutes: garbage collection cannot keep up.',
  },
  {
    id: 'SearchRejectedAlarm',
    metric: (d, period) => d.metric('ThreadpoolSearchRejected', { statistic: 'max', period }),
    period: minute,
    threshold: 1,
    evaluationPeriods: 1,
    comparison: atLeast,
    description: 'The search thread pool rejected requests: users got errors. The domain is undersized for the query rate.',
  },
  ...(search.dedicatedMasters
    ? [
        {
          id: 'MasterCpuAlarm',
          metric: (d: Domain, period: Duration) => d.metricMasterCPUUtilization({ statistic: 'max', period }),
          period: Duration.minutes(15),
          threshold: 50,
          evaluationPeriods: 3,
          comparison: atLeast,
          description: 'The elected cluster manager has run at 50%+ CPU for 45 minutes: use a larger cluster manager type.',
        },
        {
          id: 'MasterJvmMemoryPressureAlarm',
          metric: (d: Domain, period: Duration) => d.metricMasterJVMMemoryPressure({ statistic: 'max', period }),
          period: minute,
          threshold: 95,
          evaluationPeriods: 3,
          comparison: atLeast,
          description: 'JVM heap of the elected cluster manager at 95%+ for 3 minutes: cluster instability is next.',
        },
      ]
    : []),
];

export const addSearchDomainAlarms = (scope: Construct, domain: Domain, search: SearchDomainSettings, action: IAlarmAction): void => {
  for (const spec of searchDomainAlarmSpecs(search)) {
    spec
      .metric(domain, spec.period)
      .createAlarm(scope, spec.id, {
        alarmDescription: spec.description,
        threshold: spec.threshold,
        evaluationPeriods: spec.evaluationPeriods,
        comparisonOperator: spec.comparison,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(action);
  }
};
