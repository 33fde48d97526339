import { Stack, Validations } from 'aws-cdk-lib';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { EDGE_REGION } from './edge-stack';

export interface WebAclReaderProps {
  /** The SSM parameter the Edge stack writes in us-east-1. */
  readonly parameterName: string;
}

/**
 * The Edge stack's web ACL ARN, read at deploy time from its SSM parameter
 * in us-east-1, whatever region this stack deploys to. Read again whenever
 * the parameter name changes; the ACL itself keeps its ARN across rule changes.
 */
export class WebAclReader extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: WebAclReaderProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const parameterArn = stack.formatArn({ service: 'ssm', region: EDGE_REGION, resource: 'parameter', resourceName: props.parameterName.replace(/^\//, '') });
    const call = {
      service: 'SSM',
      action: 'getParameter',
      parameters: { Name: props.parameterName },
      region: EDGE_REGION,
      physicalResourceId: PhysicalResourceId.of(props.parameterName),
    };
    const reader = new AwsCustomResource(this, 'Read', {
      onCreate: call,
      onUpdate: call,
      policy: AwsCustomResourcePolicy.fromSdkCalls({ resources: [parameterArn] }),
      installLatestAwsSdk: false,
    });
    this.webAclArn = reader.getResponseField('Parameter.Value');
    this.acknowledgeProvider();
  }

  /** AwsCustomResource's provider is one singleton Lambda per stack, created by CDK. */
  private acknowledgeProvider(): void {
    const provider = Stack.of(this).node.tryFindChild(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);
    if (!provider) return;
    Validations.of(provider).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'Role created by CDK for the AwsCustomResource provider; it only writes its own logs besides the one ssm:GetParameter granted on the web ACL parameter.',
      },
      { id: 'AwsSolutions-L1', reason: 'The AwsCustomResource provider runtime is pinned by aws-cdk-lib and updated with it.' },
    );
  }
}
