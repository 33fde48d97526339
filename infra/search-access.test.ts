import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { features } from '../functions/routes';
import { domainArn, indexerRoleId, resources, roleLogicalIdOf, searchStatementsOfRole, stateful, stateless } from './stateless-test-kit';

// Written out by hand, not derived from infra/search-access.ts: these are the permissions under review.
const at = (path: string) => ({ 'Fn::Join': ['', [domainArn, path]] });
const read = [{ actions: ['es:ESHttpGet', 'es:ESHttpPost'], resources: [at('/physicians/_search'), at('/physicians/_count')] }];
const write = [
  { actions: ['es:ESHttpPost', 'es:ESHttpPut'], resources: [at('/physicians/_bulk'), at('/physicians_building/_bulk')] },
  {
    actions: ['es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpPost', 'es:ESHttpPut'],
    resources: [at('/physicians/_doc/*'), at('/physicians_building/_doc/*')],
  },
  { actions: ['es:ESHttpGet', 'es:ESHttpHead'], resources: [at('/_alias/physicians_building')] },
];

const sweeperRoleId = stateless.getLogicalId(stateless.removalSweeper.function.executionRole.node.defaultChild as CfnElement);

describe('search IAM: each caller gets its REST paths, nothing on the domain as a whole', () => {
  it('the public search function may only _search and _count the physicians alias', () => {
    expect(searchStatementsOfRole(roleLogicalIdOf('search'))).toEqual(read);
  });

  it('the indexer may only write documents of the two aliases and see whether a rebuild runs', () => {
    expect(searchStatementsOfRole(indexerRoleId)).toEqual(write);
  });

  it('the removal function and the removal sweep write like the indexer (they delete from the index)', () => {
    expect(searchStatementsOfRole(roleLogicalIdOf('removal'))).toEqual(write);
    expect(searchStatementsOfRole(sweeperRoleId)).toEqual(write);
  });

  it('no role of the stateless stack holds the domain, domain/*, templates, aliases or physicians_v*', () => {
    const roles = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::IAM::Role').map(([id]) => id);
    const statements = roles.flatMap((id) => searchStatementsOfRole(id));
    expect(JSON.stringify(statements)).not.toMatch(/"\/\*"|_index_template|_aliases|physicians_v|_cluster|_delete_by_query|_close/);
    expect(statements.flatMap((s) => s.resources)).not.toContainEqual(domainArn);
    for (const feature of features.filter((f) => !['search', 'removal'].includes(f))) {
      expect(searchStatementsOfRole(roleLogicalIdOf(feature)), feature).toEqual([]);
    }
  });
});

describe('search IAM: the ops policy and role (StatefulStack)', () => {
  const template = Template.fromStack(stateful);
  const all = template.toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  const idOf = (c: { node: { defaultChild?: unknown } }) => stateful.getLogicalId(c.node.defaultChild as CfnElement);
  const domain = { 'Fn::GetAtt': [idOf(stateful.searchDomain), 'Arn'] };
  const table = { 'Fn::GetAtt': [idOf(stateful.table), 'Arn'] };
  const on = (path: string) => ({ 'Fn::Join': ['', [domain, path]] });
  const policyId = stateful.getLogicalId(stateful.searchOps.policy.node.defaultChild as CfnElement);
  const roleId = stateful.getLogicalId(stateful.searchOps.role.node.defaultChild as CfnElement);

  it('may manage the template, physicians_v* indices and aliases, and read cluster health; nothing else', () => {
    const doc = all[policyId]?.Properties.PolicyDocument as { Statement: { Effect: string; Action: string | string[]; Resource: unknown }[] };
    const statements = doc.Statement.map((s) => ({
      effect: s.Effect,
      actions: (Array.isArray(s.Action) ? s.Action : [s.Action]).slice().sort(),
      resources: Array.isArray(s.Resource) ? s.Resource : [s.Resource],
    }));
    const allow = (actions: string[], resources: unknown[]) => ({ effect: 'Allow', actions, resources });
    expect(statements).toEqual([
      allow(['es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPut'], [on('/_index_template/physicians')]),
      allow(['es:ESHttpDelete', 'es:ESHttpGet', 'es:ESHttpHead', 'es:ESHttpPost', 'es:ESHttpPut'], [on('/physicians_v*')]),
      allow(['es:ESHttpGet', 'es:ESHttpHead'], [on('/physicians'), on('/physicians_building')]),
      allow(
        ['es:ESHttpGet', 'es:ESHttpPost', 'es:ESHttpPut'],
        [
          ...['/physicians', '/physicians_building'].flatMap((a) => ['_bulk', '_search', '_count', '_refresh'].map((api) => on(`${a}/${api}`))),
          on('/physicians/_mapping'),
        ],
      ),
      allow(['es:ESHttpGet', 'es:ESHttpPost'], [on('/_aliases')]),
      allow(['es:ESHttpGet', 'es:ESHttpHead'], [on('/_alias/*')]),
      allow(['es:ESHttpGet'], [on('/_cat/*'), on('/_cluster/health')]),
      allow(['es:ESHttpGet', 'es:ESHttpPut'], [on('/_cluster/settings')]),
      allow(
        ['dynamodb:BatchGetItem', 'dynamodb:DescribeTable', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'],
        [table, { 'Fn::Join': ['', [table, '/index/*']] }],
      ),
    ]);
  });

  it('is attached to a role that principals of this account may assume, and to nothing else', () => {
    expect(all[roleId]?.Properties).toMatchObject({
      ManagedPolicyArns: [{ Ref: policyId }],
      MaxSessionDuration: 4 * 3600,
      AssumeRolePolicyDocument: {
        Statement: [{ Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { AWS: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::', { Ref: 'AWS::AccountId' }, ':root']] } } }],
      },
    });
    const attached = Object.values(all).filter((r) => JSON.stringify(r.Properties?.ManagedPolicyArns ?? []).includes(policyId));
    expect(attached).toHaveLength(1);
  });

  it('outputs the role and policy ARNs for the README ops steps', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.SearchOpsRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    expect(outputs.SearchOpsPolicyArn?.Value).toEqual({ Ref: policyId });
  });
});

describe('the domain access policy admits the search roles by path, not the whole account (issue 23)', () => {
  const statefulResources = Template.fromStack(stateful).toJSON().Resources as Record<string, { Type: string; Properties: Record<string, unknown> }>;
  /** A CloudFormation value with every intrinsic replaced by a marker, so JSON built by Fn::Join can be parsed. */
  const flatten = (value: unknown): string => {
    if (typeof value === 'string') return value;
    const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
    return join ? join[1].map(flatten).join(join[0]) : 'INTRINSIC';
  };
  const accessPolicy = () => {
    const [custom] = Object.values(statefulResources).filter((r) => r.Type === 'Custom::OpenSearchAccessPolicy');
    const call = JSON.parse(flatten(custom?.Properties.Create)) as { parameters: { AccessPolicies: string } };
    return JSON.parse(call.parameters.AccessPolicies) as { Statement: { Effect: string; Principal: unknown; Condition?: unknown }[] };
  };
  const rolesIn = (all: Record<string, { Type: string; Properties: Record<string, unknown> }>) => Object.entries(all).filter(([, r]) => r.Type === 'AWS::IAM::Role');

  it('every statement names the roles under /search/; none admits the account root unconditionally', () => {
    const { Statement } = accessPolicy();
    expect(Statement.length).toBeGreaterThan(0);
    for (const s of Statement) {
      expect(s.Condition).toEqual({ ArnLike: { 'aws:PrincipalArn': 'arn:INTRINSIC:iam::INTRINSIC:role/search/*' } });
    }
  });

  it('puts exactly the roles holding es: actions under /search/, and the ops role', () => {
    const searchRoles = rolesIn(resources).filter(([id]) => searchStatementsOfRole(id).length > 0).map(([id]) => id).sort();
    const underPath = rolesIn(resources).filter(([, r]) => r.Properties.Path === '/search/').map(([id]) => id).sort();
    expect(underPath).toEqual(searchRoles);
    expect(underPath).toContain(roleLogicalIdOf('search'));
    expect(underPath).toContain(indexerRoleId);
    expect(statefulResources[stateful.getLogicalId(stateful.searchOps.role.node.defaultChild as CfnElement)]?.Properties.Path).toBe('/search/');
  });
});
