import { describe, expect, it } from 'vitest';
import { features } from '../functions/routes';
import { buildApp } from './build-app';
import { webAclArnParameterName } from './edge-stack';
import { ORIGIN_VERIFY_VERSION_CONTEXT } from './origin-verify';
import { Template } from 'aws-cdk-lib/assertions';
import {
  type Statement,
  importOf,
  indexerRoleId,
  logicalIdOf,
  resources,
  roleLogicalIdOf,
  stateful,
  statementsOfRole,
} from './stateless-test-kit';

const distributionConfig = () =>
  Object.values(resources).find((r) => r.Type === 'AWS::CloudFront::Distribution')?.Properties.DistributionConfig as {
    WebACLId: unknown;
    Origins: { DomainName: unknown; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
  };
const apiOrigin = () => distributionConfig().Origins.find((o) => JSON.stringify(o.DomainName).includes('execute-api'));
const secretArn = importOf(stateful.originVerifySecret.secretArn);
const environmentOf = (functionId: string): Record<string, unknown> =>
  (resources[functionId]?.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
const onSecret = (s: Statement) => JSON.stringify(s.Resource) === JSON.stringify(secretArn);

describe('StatelessStack: only CloudFront reaches the API', () => {
  it('adds x-origin-verify to the API origin as a dynamic reference, never the value', () => {
    const headers = apiOrigin()?.OriginCustomHeaders;
    expect(headers).toHaveLength(1);
    expect(headers?.[0]?.HeaderName).toBe('x-origin-verify');
    expect(headers?.[0]?.HeaderValue).toEqual({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', secretArn, ':SecretString:::}}']] });
  });

  it('pins the header to a secret version after a rotation (-c originVerifyVersion), which changes the template', () => {
    const { stateless } = buildApp({ context: { [ORIGIN_VERIFY_VERSION_CONTEXT]: 'f3a1b2c4-version', 'aws:cdk:bundling-stacks': [] } });
    const json = JSON.stringify(Template.fromStack(stateless).toJSON());
    expect(json).toContain(':SecretString:::f3a1b2c4-version}}');
  });

  it('names the secret to every API function and lets each read that secret, and only read it', () => {
    for (const feature of features) {
      expect(environmentOf(logicalIdOf(feature)).ORIGIN_VERIFY_SECRET_ARN, feature).toEqual(secretArn);
      const statements = statementsOfRole(roleLogicalIdOf(feature)).filter(onSecret);
      expect(statements, feature).toEqual([
        { Effect: 'Allow', Action: ['secretsmanager:GetSecretValue', 'secretsmanager:DescribeSecret'], Resource: secretArn },
      ]);
    }
    // The indexer serves no HTTP: it gets the ARN with the shared environment, not the right to read it.
    expect(statementsOfRole(indexerRoleId).filter(onSecret)).toEqual([]);
  });

  it('never holds the origin value itself', () => {
    expect(JSON.stringify(resources)).not.toMatch(/ORIGIN_VERIFY_SECRET"/);
  });
});

describe('StatelessStack: the web ACL', () => {
  it('associates the distribution with the ACL read from the Edge stack parameter in us-east-1', () => {
    const readers = Object.entries(resources).filter(([, r]) => r.Type === 'Custom::AWS');
    expect(readers).toHaveLength(1);
    const [readerId = '', reader] = readers[0] ?? [];
    expect(distributionConfig().WebACLId).toEqual({ 'Fn::GetAtt': [readerId, 'Parameter.Value'] });
    expect(JSON.parse(String(reader?.Properties.Create))).toMatchObject({
      service: 'SSM',
      action: 'getParameter',
      region: 'us-east-1',
      parameters: { Name: webAclArnParameterName('dev') },
    });
  });

  it('lets the reader get that one parameter, nothing else', () => {
    const policies = Object.values(resources).filter(
      (r) => r.Type === 'AWS::IAM::Policy' && JSON.stringify(r.Properties.PolicyDocument).includes('ssm:GetParameter'),
    );
    expect(policies).toHaveLength(1);
    const [statement] = (policies[0]?.Properties.PolicyDocument as { Statement: Statement[] }).Statement;
    expect(statement?.Action).toBe('ssm:GetParameter');
    expect(JSON.stringify(statement?.Resource)).toContain(':ssm:us-east-1:');
    expect(JSON.stringify(statement?.Resource)).toContain(`:parameter${webAclArnParameterName('dev')}`);
  });
});
