import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { StageSettings } from './stages';
import { customResponseBodies, webAclRules, webAclVisibility } from './web-acl-rules';

/** The region AWS requires for everything attached to a CloudFront distribution (web ACLs, certificates). */
export const EDGE_REGION = 'us-east-1';

/** Where the Edge stack publishes the web ACL's ARN for the Stateless stack, which may live in another region. */
export const webAclArnParameterName = (stage: string): string => `/physician-directory/${stage}/edge/web-acl-arn`;

export interface EdgeStackProps extends StackProps {
  readonly settings: StageSettings;
}

/**
 * The AWS WAF web ACL of the distribution. A CLOUDFRONT-scoped ACL can only
 * be created in us-east-1, so this stack is pinned there while the others
 * stay env-agnostic; its ARN reaches the Stateless stack through an SSM
 * parameter in us-east-1 (web-acl-reader.ts), as CDK's cross-region
 * references need both stacks' regions known at synth.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    const name = `physician-directory-${props.settings.name}`;

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      description: `Physician directory ${props.settings.name}: managed rules and per-IP rates in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies,
      rules: webAclRules(props.settings.waf),
      visibilityConfig: webAclVisibility(name),
    });

    // WAF requires the aws-waf-logs- prefix. Only blocked and counted requests are kept, with the
    // Authorization header redacted: the log is for tuning the rules, not a second access log.
    const logs = new LogGroup(this, 'WebAclLogs', { logGroupName: `aws-waf-logs-${name}`, retention: props.settings.logRetention });
    new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      // The log group's ARN without the trailing :* that LogGroup.logGroupArn has; WAF refuses that form.
      logDestinationConfigs: [this.formatArn({ service: 'logs', resource: 'log-group', resourceName: logs.logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: [{ ActionCondition: { Action: 'BLOCK' } }, { ActionCondition: { Action: 'COUNT' } }],
          },
        ],
      },
    });

    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameterName(props.settings.name),
      description: 'ARN of the CloudFront web ACL, read by the Stateless stack at deploy time',
      stringValue: this.webAcl.attrArn,
    });
  }
}
