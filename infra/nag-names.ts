import type { IConstruct } from 'constructs';
import { Stack } from 'aws-cdk-lib';

/**
 * How cdk-nag prints an attribute that a consumer reads from another stack:
 * the name of the CloudFormation export CDK generates for that reference.
 * cdk-nag v3 acknowledges findings by exact id (e.g.
 * `AwsSolutions-IAM5[Resource::<export>/index/*]`) and that name embeds the
 * stack name and a hash, so it is computed here, never written down.
 *
 * `exportValue` without a name returns the very export the reference creates.
 */
export const nagNameOfImport = (owner: IConstruct, attribute: string): string => {
  const producer = Stack.of(owner);
  const resolved: unknown = producer.resolve(producer.exportValue(attribute));
  if (isImportValue(resolved)) return resolved['Fn::ImportValue'];
  throw new Error(`Expected an Fn::ImportValue for ${attribute}, got ${JSON.stringify(resolved)}`);
};

const isImportValue = (value: unknown): value is { 'Fn::ImportValue': string } =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)['Fn::ImportValue'] === 'string';
