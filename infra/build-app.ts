import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
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
  const stateless = new StatelessStack(app, `${prefix}-Stateless`, {
    description: `Physician directory (${settings.name}): API, functions and site`,
    settings,
    table: stateful.table,
    userPool: stateful.userPool,
    userPoolClient: stateful.userPoolClient,
    exportsBucket: stateful.exportsBucket,
    siteBucket: stateful.siteBucket,
    searchDomain: stateful.searchDomain,
    alarmTopic: stateful.alarmTopic,
    stripeSecret: stateful.stripeSecret,
    mailIdentity: stateful.mailIdentity,
    mailConfigurationSet: stateful.mailConfigurationSet,
  });

  // cdk-nag v3 is a policy validation plugin: any unacknowledged finding fails synth.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

  return { app, settings, stateful, stateless };
};
