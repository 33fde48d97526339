import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from './build-app';
import { webAclArnParameterName } from './edge-stack';
import { stageSettings } from './stages';
import { RATE_WINDOW_SECONDS, publicWritePaths } from './web-acl-rules';

interface Rule {
  Name: string;
  Priority: number;
  Action?: { Block?: { CustomResponse?: { ResponseCode: number } } };
  Statement: {
    RateBasedStatement?: { Limit: number; AggregateKeyType: string; EvaluationWindowSec: number; ScopeDownStatement?: unknown };
    ManagedRuleGroupStatement?: { VendorName: string; Name: string; RuleActionOverrides?: { Name: string; ActionToUse: unknown }[] };
  };
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean };
}

const edgeOf = (stage: 'dev' | 'prod') => {
  const { edge, stateless } = buildApp({ context: { stage, 'aws:cdk:bundling-stacks': [] } });
  const template = Template.fromStack(edge);
  const acl = Object.values(template.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as { Scope: string; Rules: Rule[]; DefaultAction: unknown };
  return { edge, stateless, template, acl, rule: (name: string) => acl.Rules.find((r) => r.Name === name) };
};

describe('EdgeStack: the WAF web ACL of the distribution', () => {
  const dev = edgeOf('dev');

  it('lives in us-east-1, as CLOUDFRONT-scoped ACLs must, and the Stateless stack deploys after it', () => {
    expect(dev.edge.region).toBe('us-east-1');
    expect(dev.acl.Scope).toBe('CLOUDFRONT');
    expect(dev.acl.DefaultAction).toEqual({ Allow: {} });
    expect(dev.stateless.dependencies).toContain(dev.edge);
  });

  it('runs the AWS managed rule groups, with the 8 KB body size rule only counted', () => {
    const managed = dev.acl.Rules.filter((r) => r.Statement.ManagedRuleGroupStatement).map((r) => r.Statement.ManagedRuleGroupStatement?.Name);
    expect(managed.sort()).toEqual(['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet']);
    expect(dev.rule('AWS-AWSManagedRulesCommonRuleSet')?.Statement.ManagedRuleGroupStatement?.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it.each(['dev', 'prod'] as const)('limits per IP with the %s stage limits, answering 429', (stage) => {
    const { rule } = stage === 'dev' ? dev : edgeOf(stage);
    const limits = stageSettings(stage).waf;
    for (const [name, limit] of [['RateAll', limits.all], ['RatePublicWrites', limits.publicWrites], ['RateProfileReads', limits.profileReads]] as const) {
      expect(rule(name)?.Statement.RateBasedStatement, name).toMatchObject({ Limit: limit, AggregateKeyType: 'IP', EvaluationWindowSec: RATE_WINDOW_SECONDS });
      expect(rule(name)?.Action?.Block?.CustomResponse?.ResponseCode, name).toBe(429);
    }
    expect(limits.publicWrites).toBeLessThan(limits.profileReads);
    expect(limits.profileReads).toBeLessThan(limits.all);
  });

  it('scopes the stricter rates to POSTs of the public forms and GETs of profiles', () => {
    const writes = JSON.stringify(dev.rule('RatePublicWrites')?.Statement.RateBasedStatement?.ScopeDownStatement);
    expect(writes).toContain('"SearchString":"POST"');
    for (const path of publicWritePaths) expect(writes).toContain(`"SearchString":"${path}"`);
    const reads = JSON.stringify(dev.rule('RateProfileReads')?.Statement.RateBasedStatement?.ScopeDownStatement);
    expect(reads).toContain('"SearchString":"GET"');
    expect(reads).toContain('"SearchString":"/api/physicians/"');
  });

  it('has metrics and sampled requests on every rule', () => {
    for (const r of dev.acl.Rules) expect(r.VisibilityConfig, r.Name).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
  });

  it('logs blocked and counted requests only, without the Authorization header', () => {
    dev.template.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
      LoggingFilter: { DefaultBehavior: 'DROP', Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }] }] },
    });
    dev.template.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-physician-directory-dev' });
  });

  it('publishes the ACL ARN where the Stateless stack reads it', () => {
    dev.template.hasResourceProperties('AWS::SSM::Parameter', { Name: webAclArnParameterName('dev'), Value: { 'Fn::GetAtt': ['WebAcl', 'Arn'] } });
  });
});
