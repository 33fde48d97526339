import { describe, expect, it } from 'vitest';
import { features, grantsOf } from '../functions/routes';
import type { CfnElement } from 'aws-cdk-lib';
import { keys } from '../functions/adapters/aws/dynamo-client';
import { resources, roleLogicalIdOf, indexerRoleId, actionsOfRole, expectedSearchGrants, expectedSearchStatements, searchStatementsOfRole, stateful, stateless, statementsOfRole, importOf } from './stateless-test-kit';
import { SEARCH_READ_PREFIXES, USER_PARTITION_PREFIX } from './feature-grants';

describe('StatelessStack: least privilege from grantsOf()', () => {
  const dynamoWrite = /^dynamodb:(\*|Put|Update|Delete|BatchWrite|TransactWrite|Create|Restore)/;

  it('search can read the table but never write it', () => {
    const actions = actionsOfRole(roleLogicalIdOf('search'));
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => dynamoWrite.test(a))).toEqual([]);
  });

  describe('search reads only USER#, TEAM# and LIST# items: never a physician profile, so never an email or phone (issue 23)', () => {
    type Conditioned = { Effect: string; Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, unknown>> };
    const dynamo = () =>
      (statementsOfRole(roleLogicalIdOf('search')) as Conditioned[]).filter((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));

    it('holds no whole-table read grant', () => {
      expect(grantsOf('search')).not.toContain('table:read');
      expect(grantsOf('search')).toContain('table:read-user-items');
    });

    it('every DynamoDB statement is GetItem/BatchGetItem/Query on the table itself, under a LeadingKeys condition on those prefixes', () => {
      const statements = dynamo();
      expect(statements.length).toBeGreaterThan(0);
      for (const s of statements) {
        expect([s.Action].flat().sort()).toEqual(['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query']);
        expect(s.Resource).toEqual(importOf(stateful.table.tableArn));
        expect(JSON.stringify(s.Resource)).not.toContain('/index/');
        expect(s.Condition).toEqual({
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['USER#*', 'TEAM#*', 'LIST#*'] },
          // ForAllValues passes a request with no partition key at all; this makes one required.
          Null: { 'dynamodb:LeadingKeys': 'false' },
        });
      }
      expect(statements.flatMap((s) => [s.Action].flat())).not.toContain('dynamodb:Scan');
    });

    it('the prefixes are the partitions of what search reads (a team\'s marks and shared lists too), and not of profiles or contact reports', () => {
      expect(USER_PARTITION_PREFIX).toBe('USER#');
      const readable = (pk: string) => SEARCH_READ_PREFIXES.some((p) => pk.startsWith(p));
      for (const key of [keys.subscription('u1'), keys.user('u1'), keys.listMark('u1', 'p1'), keys.exportMark('u1', 'p1')]) expect(key.pk.startsWith(USER_PARTITION_PREFIX)).toBe(true);
      for (const key of [keys.teamLink('u1'), keys.teamSharedList('t1', 'l1'), keys.teamExportMark('t1', 'p1'), keys.list('u1', 'l1'), keys.listMember('l1', 'p1')]) expect(readable(key.pk)).toBe(true);
      expect(readable(keys.physician('p1').pk)).toBe(false);
    });
  });

  it.each(features.filter((f) => !grantsOf(f).some((g) => g.startsWith('table:'))))(
    '%s has no table grant and no DynamoDB action at all',
    (feature) => {
      expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
    },
  );

  it.each(features.filter((f) => !grantsOf(f).includes('table:write')))('%s cannot write the table', (feature) => {
    expect(actionsOfRole(roleLogicalIdOf(feature)).filter((a) => dynamoWrite.test(a))).toEqual([]);
  });

  it.each(features)('%s has exactly the OpenSearch statements its route grants stand for, on paths of this domain', (feature) => {
    expect(searchStatementsOfRole(roleLogicalIdOf(feature))).toEqual(expectedSearchStatements(expectedSearchGrants(feature)));
  });

  it('grants es:* to no role but the search-granted features, the indexer and its reconciler, the removal sweep and the alert runner', () => {
    const withSearch = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Role')
      .map(([id]) => id)
      .filter((roleId) => actionsOfRole(roleId).some((a) => a.startsWith('es:')));
    const expected = [
      ...features.filter((f) => expectedSearchGrants(f).length > 0).map(roleLogicalIdOf),
      indexerRoleId,
      stateless.getLogicalId(stateless.removalSweeper.function.executionRole.node.defaultChild as CfnElement),
      stateless.getLogicalId(stateless.alertRunner.function.executionRole.node.defaultChild as CfnElement),
      stateless.getLogicalId(stateless.indexer.reconciler.function.executionRole.node.defaultChild as CfnElement),
    ];
    expect(withSearch.sort()).toEqual(expected.sort());
    expect(expected).toContain(roleLogicalIdOf('search'));
  });

  it('uses no AWS managed policy on feature roles', () => {
    for (const feature of features) {
      expect(resources[roleLogicalIdOf(feature)]?.Properties.ManagedPolicyArns).toBeUndefined();
    }
  });
});
