import type { CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { type Feature, grantsOf } from '../functions/routes';
import { buildApp } from './build-app';
import { resourcesOf, type SearchPathGrant, searchReadGrants, searchWriteGrants } from './search-access';

/** What the StatelessStack test files share: one synthesized app and ways to read its template. */
// Bundling is irrelevant to these assertions and would run esbuild per feature.
export const { stateful, stateless } = buildApp({ context: { 'aws:cdk:bundling-stacks': [] } });
export const template = Template.fromStack(stateless);

export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
}
export interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}
export const resources = template.toJSON().Resources as Record<string, CfnResource>;

export const logicalIdOf = (feature: Feature): string => {
  const fn = stateless.functions.get(feature);
  if (!fn) throw new Error(`no function for ${feature}`);
  return stateless.getLogicalId(fn.node.defaultChild as CfnElement);
};

export const roleLogicalIdOf = (feature: Feature): string => {
  const fn = stateless.functions.get(feature);
  if (!fn) throw new Error(`no function for ${feature}`);
  return stateless.getLogicalId(fn.executionRole.node.defaultChild as CfnElement);
};

export const indexerRoleId = stateless.getLogicalId(stateless.indexer.function.executionRole.node.defaultChild as CfnElement);
export const indexerFunctionId = stateless.getLogicalId(stateless.indexer.function.node.defaultChild as CfnElement);

/** Every statement of the inline policies attached to the role. */
export const statementsOfRole = (roleId: string): Statement[] =>
  Object.values(resources)
    .filter((r) => r.Type === 'AWS::IAM::Policy')
    .filter((r) => JSON.stringify(r.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
    .flatMap((r) => (r.Properties.PolicyDocument as { Statement: Statement[] }).Statement);

export const actionsOf = (statements: Statement[]): string[] =>
  statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));

/** Every IAM action any inline policy attached to the role allows. */
export const actionsOfRole = (roleId: string): string[] => actionsOf(statementsOfRole(roleId));

/** How StatelessStack sees a StatefulStack attribute: the import of the export CDK generates for it. */
export const importOf = (attribute: string) => ({ 'Fn::ImportValue': stateful.resolve(stateful.exportValue(attribute))['Fn::ImportValue'] as string });
export const domainArn = importOf(stateful.searchDomain.domainArn);

/** The OpenSearch path grants a feature's grants in routes.ts stand for (write implies no read: nothing needs both). */
export const expectedSearchGrants = (feature: Feature): readonly SearchPathGrant[] => {
  const grants = grantsOf(feature);
  return [...(grants.includes('search:read') ? searchReadGrants : []), ...(grants.includes('search:write') ? searchWriteGrants : [])];
};

const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : [v]);
const sortedActions = (v: unknown): string[] => (asArray(v) as string[]).slice().sort();

/** A role's es: statements as [sorted actions, resources], for exact comparison. */
export const searchStatementsOfRole = (roleId: string): { actions: string[]; resources: unknown[] }[] =>
  statementsOfRole(roleId)
    .filter((st) => actionsOf([st]).some((a) => a.startsWith('es:')))
    .map((st) => ({ actions: sortedActions(st.Action), resources: asArray(st.Resource) }));

/** What those statements must be for these grants on the imported domain ARN. */
export const expectedSearchStatements = (grants: readonly SearchPathGrant[]) =>
  grants.map((g) => ({
    actions: [...g.actions].sort(),
    resources: resourcesOf('<domain>', g).map((r) => ({ 'Fn::Join': ['', [domainArn, r.slice('<domain>'.length)]] })),
  }));

/**
 * A synthesized value as the functions would see it after deploy: literal
 * strings stay, Fn::Join keeps its literal parts (the https:// of the URLs)
 * and every other intrinsic becomes a value only known at deploy time.
 */
export const resolvedAtDeploy = (value: unknown): string => {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(resolvedAtDeploy).join(join[0]);
  return 'resolved-at-deploy';
};
