import { type CfnElement, Duration, Stack, Validations } from 'aws-cdk-lib';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { AccountPrincipal, ManagedPolicy, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { Domain } from 'aws-cdk-lib/aws-opensearchservice';
import { Construct } from 'constructs';
import { acknowledgeSearchWildcards, resourcesOf, searchOpsGrants } from './search-access';
import { SEARCH_ROLE_PATH } from './search-domain';

export interface SearchOpsAccessProps {
  readonly domain: Domain;
  /** The rebuild reads every profile, and checks ids and counts, from here. */
  readonly table: Table;
}

/** DynamoDB reads of a rebuild: DescribeTable for the progress bar, Scan/Query/Get for profiles and checks. */
export const opsTableActions = ['dynamodb:DescribeTable', 'dynamodb:Scan', 'dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:BatchGetItem'];

/**
 * What an operator needs for `npm run search:*` and nothing the functions
 * need: the index template, `physicians_v<N>` indices, alias swaps, cluster
 * health and settings (infra/search-access.ts), plus reading the table.
 * The functions' roles hold none of it, so index creation and alias swaps
 * happen only under this policy. The role here is the one the
 * infra/README.md tells ops to assume (any principal of this account allowed to call
 * sts:AssumeRole on it); it sits under SEARCH_ROLE_PATH, the only path the
 * domain's access policy admits, so the policy attached to another role or a
 * user no longer reaches the domain (issue 23).
 */
export class SearchOpsAccess extends Construct {
  readonly policy: ManagedPolicy;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: SearchOpsAccessProps) {
    super(scope, id);
    const domainArn = props.domain.domainArn;

    this.policy = new ManagedPolicy(this, 'Policy', {
      description: 'Physician search operations: index template, physicians_v* indices, alias swaps, cluster health/settings; table reads for rebuilds',
      statements: [
        ...searchOpsGrants.map((g) => new PolicyStatement({ actions: [...g.actions], resources: resourcesOf(domainArn, g) })),
        new PolicyStatement({ actions: opsTableActions, resources: [props.table.tableArn, `${props.table.tableArn}/index/*`] }),
      ],
    });
    this.role = new Role(this, 'Role', {
      description: 'Assumed by operators for the search index commands (infra/README.md, Deploying to AWS)',
      assumedBy: new AccountPrincipal(Stack.of(this).account),
      path: SEARCH_ROLE_PATH,
      managedPolicies: [this.policy],
      // A rebuild of 1M profiles takes well under an hour; the session outlives it with margin.
      maxSessionDuration: Duration.hours(4),
    });

    this.acknowledgeNagFindings(props);
  }

  private acknowledgeNagFindings(props: SearchOpsAccessProps): void {
    const stack = Stack.of(this);
    const getAttName = (c: Construct) => `<${stack.getLogicalId(c.node.defaultChild as CfnElement)}.Arn>`;
    acknowledgeSearchWildcards(this.policy, getAttName(props.domain), searchOpsGrants);
    Validations.of(this.policy).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${getAttName(props.table)}/index/*]`,
      reason: 'Rebuild checks may query the GSIs (gsi1, gsi2) of this single table; the wildcard covers only its indexes, read-only.',
    });
  }
}
