import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildApp } from './build-app';
import { SearchDomain } from './search-domain';
import { stageSettings } from './stages';

const skipBundling = { 'aws:cdk:bundling-stacks': [] };
const devTemplate = Template.fromStack(buildApp({ context: skipBundling }).stateful);
const prodApp = buildApp({ context: { stage: 'prod', ...skipBundling } });
const prodTemplate = Template.fromStack(prodApp.stateful);

interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}
const resourcesOf = (t: Template) => Object.values(t.toJSON().Resources as Record<string, CfnResource>);
const domainOf = (t: Template) => resourcesOf(t).find((r) => r.Type === 'AWS::OpenSearchService::Domain');

/** Each AWS/ES alarm as [metric, statistic, period s, comparison, threshold, evaluation periods]. */
const alarmsOf = (t: Template) =>
  resourcesOf(t)
    .filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.Namespace === 'AWS/ES')
    .map((a) => {
      const p = a.Properties;
      return [p.MetricName, p.Statistic, p.Period, p.ComparisonOperator, p.Threshold, p.EvaluationPeriods];
    })
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

const ge = 'GreaterThanOrEqualToThreshold';
// https://docs.aws.amazon.com/opensearch-service/latest/developerguide/cloudwatch-alarms.html
const common = [
  ['CPUUtilization', 'Maximum', 900, ge, 80, 3],
  ['ClusterIndexWritesBlocked', 'Maximum', 300, ge, 1, 1],
  ['ClusterStatus.red', 'Maximum', 60, ge, 1, 1],
  ['JVMMemoryPressure', 'Maximum', 60, ge, 95, 3],
  ['OldGenJVMMemoryPressure', 'Maximum', 60, ge, 80, 3],
  ['ThreadpoolSearchRejected', 'Maximum', 60, ge, 1, 1],
];

describe('SearchDomain: replicas per stage', () => {
  it('keeps no replica on the single dev node and one per shard on the two prod nodes', () => {
    expect(stageSettings('dev').search.replicas).toBe(0);
    expect(stageSettings('prod').search.replicas).toBeGreaterThanOrEqual(1);
    expect(stageSettings('prod').search.replicas).toBeLessThan(stageSettings('prod').search.dataNodes);
  });

  it('hands the stage replica count to the ops commands that create indices', () => {
    const outputs = Template.fromStack(prodApp.stateless).toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.CreateSearchIndexCommand?.Value)).toContain(' OPENSEARCH_REPLICAS=1 ');
    expect(JSON.stringify(outputs.OpsEnvironment?.Value)).toContain(' OPENSEARCH_REPLICAS=1');
  });

  it('refuses to synthesize replicas that could never be assigned', () => {
    const stack = new Stack(new App(), 'Probe');
    const dev = stageSettings('dev');
    const settings = { ...dev, search: { ...dev.search, replicas: 1 } };
    const alarmAction = new SnsAction(new Topic(stack, 'Alarms'));
    expect(() => new SearchDomain(stack, 'Search', { settings, alarmAction })).toThrow(/replica/);
  });
});

describe('SearchDomain: request bodies cannot name another index', () => {
  it.each([
    ['dev', devTemplate],
    ['prod', prodTemplate],
  ])('%s disables rest.action.multi.allow_explicit_index, so path-scoped IAM holds for _bulk', (_stage, t) => {
    expect(domainOf(t)?.Properties.AdvancedOptions).toEqual({ 'rest.action.multi.allow_explicit_index': 'false' });
  });
});

describe('SearchDomain: the recommended CloudWatch alarms', () => {
  it('dev (one node, no cluster managers): red, writes blocked, storage, CPU, JVM, old gen, search rejections', () => {
    expect(alarmsOf(devTemplate)).toEqual(
      [...common, ['FreeStorageSpace', 'Minimum', 60, 'LessThanOrEqualToThreshold', 10 * 1024 * 0.25, 1]].sort((a, b) =>
        String(a[0]).localeCompare(String(b[0])),
      ),
    );
  });

  it('prod adds yellow (replicas exist) and the cluster-manager CPU and JVM alarms', () => {
    const volume = stageSettings('prod').search.volumeGiB;
    expect(alarmsOf(prodTemplate)).toEqual(
      [
        ...common,
        ['ClusterStatus.yellow', 'Maximum', 60, ge, 1, 5],
        ['FreeStorageSpace', 'Minimum', 60, 'LessThanOrEqualToThreshold', volume * 1024 * 0.25, 1],
        ['MasterCPUUtilization', 'Maximum', 900, ge, 50, 3],
        ['MasterJVMMemoryPressure', 'Maximum', 60, ge, 95, 3],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('notifies the alarm topic and treats missing data as fine', () => {
    const alarms = resourcesOf(prodTemplate).filter((r) => r.Type === 'AWS::CloudWatch::Alarm' && r.Properties.Namespace === 'AWS/ES');
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toHaveLength(1);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });
});
