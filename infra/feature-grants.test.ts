import { describe, expect, it } from 'vitest';
import { features, grantsOf } from '../functions/routes';
import type { CfnElement } from 'aws-cdk-lib';
import { resources, roleLogicalIdOf, indexerRoleId, actionsOfRole, expectedSearchGrants, expectedSearchStatements, searchStatementsOfRole, stateless } from './stateless-test-kit';

describe('StatelessStack: least privilege from grantsOf()', () => {
  const dynamoWrite = /^dynamodb:(\*|Put|Update|Delete|BatchWrite|TransactWrite|Create|Restore)/;

  it('search can read the table but never write it', () => {
    expect(grantsOf('search')).toContain('table:read');
    const actions = actionsOfRole(roleLogicalIdOf('search'));
    expect(actions).toContain('dynamodb:Query');
    expect(actions.filter((a) => dynamoWrite.test(a))).toEqual([]);
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

  it('grants es:* to no role but the search-granted features, the indexer, the removal sweep and the alert runner', () => {
    const withSearch = Object.entries(resources)
      .filter(([, r]) => r.Type === 'AWS::IAM::Role')
      .map(([id]) => id)
      .filter((roleId) => actionsOfRole(roleId).some((a) => a.startsWith('es:')));
    const expected = [
      ...features.filter((f) => expectedSearchGrants(f).length > 0).map(roleLogicalIdOf),
      indexerRoleId,
      stateless.getLogicalId(stateless.removalSweeper.function.executionRole.node.defaultChild as CfnElement),
      stateless.getLogicalId(stateless.alertRunner.function.executionRole.node.defaultChild as CfnElement),
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
