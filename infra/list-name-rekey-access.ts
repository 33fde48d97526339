import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';

/**
 * Partitions the indexer's re-key of list name rows touches
 * (functions/adapters/aws/dynamo-list-name-keys.ts): it reads the member row
 * and writes the member and name rows in the list's partition (LIST#), reads
 * the renamed profile's names (PHYSICIAN#: the stream already hands this
 * function the whole profile) and checks the list is live beside its owner
 * (USER#). Kept in step with `keys` in functions/adapters/aws/dynamo-client.ts
 * by infra/list-name-rekey-access.test.ts.
 */
export const LIST_NAME_REKEY_READ_PREFIXES = ['LIST#', 'PHYSICIAN#', 'USER#'] as const;
export const LIST_NAME_REKEY_WRITE_PREFIXES = ['LIST#'] as const;
/** What the gsi1 lookup of a physician's lists may return (the Query's ProjectionExpression). */
export const LIST_NAME_REKEY_INDEX_ATTRIBUTES = ['type', 'listId', 'physicianId'] as const;

const leadingKeys = (prefixes: readonly string[]) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': prefixes.map((p) => `${p}*`) },
  // ForAllValues alone also passes a request that names no key at all.
  Null: { 'dynamodb:LeadingKeys': 'false' },
});

/**
 * Least privilege for the indexer's one table job (issue 23, item 8): it
 * writes list partitions only, so a compromised indexer cannot change a
 * profile, a subscription or a team, as the whole-table `table:write` it had
 * since the name sort landed would have let it. gsi1 projects whole items
 * (submissions hold contacts), so its Query is held to the three attributes
 * the lookup projects: `Select` must say so, since an empty attribute set
 * would pass ForAllValues and return everything.
 */
export const grantListNameRekey = (role: IRole, table: ITable): void => {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem'],
      resources: [table.tableArn],
      conditions: leadingKeys(LIST_NAME_REKEY_READ_PREFIXES),
    }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'],
      resources: [table.tableArn],
      conditions: leadingKeys(LIST_NAME_REKEY_WRITE_PREFIXES),
    }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:Query'],
      resources: [`${table.tableArn}/index/gsi1`],
      conditions: {
        'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...LIST_NAME_REKEY_INDEX_ATTRIBUTES] },
        StringEquals: { 'dynamodb:Select': 'SPECIFIC_ATTRIBUTES' },
      },
    }),
  );
};
