import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { EdgeStack, webAclArnParameterName } from './edge-stack';
import { ORIGIN_VERIFY_VERSION_CONTEXT } from './origin-verify';
import { stageSettings } from './stages';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

/**
 * The whole app for one stage. Shared by `infra/app.ts` (cdk synth/deploy)
 * and the infra tests, so both see the same stacks and the same nag rules.
 */
export const buildApp = (props?: AppProps) => {
  const app = new App(props);
  const settings = stageSettings(app.node.tryGetContext('stage'));
  const prefix = `PhysicianDirectory-${settings.name}`;

  // Env-agnostic stacks: synth needs no account, and one template deploys to any account/region.
  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    description: `Physician directory (${settings.name}): data that must survive redeploys`,
    settings,
  });
  // Pinned to us-east-1, where CloudFront's web ACLs must live; its ARN travels through SSM.
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    description: `Physician directory (${settings.name}): WAF web ACL of the CloudFront distribution (us-east-1)`,
    settings,
  });
  const originVerifyVersion: unknown = app.node.tryGetContext(ORIGIN_VERIFY_VERSION_CONTEXT);
  const stateless = new StatelessStack(app, `${prefix}-Stateless`, {
    description: `Physician directory (${settings.name}): API, functions and site`,
    settings,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    exportsBucket: stateful.exportsBucket,
    cvBucket: stateful.cvBucket,
    siteBucket: stateful.siteBucket,
    searchDomain: stateful.searchDomain,
    alarmTopic: stateful.alarmTopic,
    stripeSecret: stateful.stripeSecret,
    appSecret: stateful.appSecret,
    originVerifySecret: stateful.originVerifySecret,
    ...(typeof originVerifyVersion === 'string' && originVerifyVersion ? { originVerifyVersion } : {}),
    webAclArnParameter: webAclArnParameterName(settings.name),
    mailIdentity: stateful.mailIdentity,
    mailConfigurationSet: stateful.mailConfigurationSet,
  });

  stateless.addStackDependency(edge, 'reads the web ACL ARN from its SSM parameter');

  // cdk-nag v3 is a policy validation plugin: any unacknowledged finding fails synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { app, settings, stateful, stateless, edge };
};
