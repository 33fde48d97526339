import { Aws, Duration } from 'aws-cdk-lib';
import type { IAlarmAction } from 'aws-cdk-lib/aws-cloudwatch';
import { type UserPool, UserPoolOperation } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Grant as IamGrant } from 'aws-cdk-lib/aws-iam';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type EventFunction, FeatureFunction } from './feature-function';
import { addFunctionAlarms } from './function-alarms';

export interface CognitoTriggersProps {
  readonly userPool: UserPool;
  readonly table: ITable;
  /**
   * The config keys that exist in this stack. The pool's own id and client id
   * cannot be among them: the pool names these functions, so a function
   * naming the pool back would be a dependency cycle.
   */
  readonly environment: Record<string, string>;
  readonly logRetention: RetentionDays;
  readonly alarmAction: IAlarmAction;
}

/**
 * Inert stand-ins for the config keys the triggers never read but the shared
 * config (functions/core/config.ts) requires: the user pool's ids (see
 * above) and the site URL, which lives in the stateless stack. The pool id
 * keeps the `<region>_<id>` form because the token verifier checks it when
 * the deps are built; the triggers verify no token.
 */
export const triggerOnlyEnvironment = {
  USER_POOL_ID: `${Aws.REGION}_notReadByCognitoTriggers`,
  USER_POOL_CLIENT_ID: 'not-read-by-cognito-triggers',
  SITE_URL: 'https://not-read-by-cognito-triggers.invalid',
};

const triggers: ReadonlyArray<{ id: string; name: EventFunction; operation: UserPoolOperation; description: string }> = [
  {
    id: 'PostConfirmation',
    name: 'post-confirmation',
    operation: UserPoolOperation.POST_CONFIRMATION,
    description: 'Cognito PostConfirmation: creates the user record at confirmed sign-up',
  },
  {
    id: 'PostAuthentication',
    name: 'post-authentication',
    operation: UserPoolOperation.POST_AUTHENTICATION,
    description: 'Cognito PostAuthentication: records the last sign-in and heals a missing user record',
  },
];

/**
 * The user pool's Lambda triggers (functions/account/post-*.ts), next to the
 * pool in the stateful stack: in the stateless stack the pool would name
 * functions of a stack that depends on it.
 */
export class CognitoTriggers extends Construct {
  readonly functions: ReadonlyMap<EventFunction, FeatureFunction>;

  constructor(scope: Construct, id: string, props: CognitoTriggersProps) {
    super(scope, id);
    const functions = new Map<EventFunction, FeatureFunction>();
    for (const trigger of triggers) {
      const fn = new FeatureFunction(this, `${trigger.id}Function`, {
        feature: trigger.name,
        description: trigger.description,
        environment: { ...props.environment, ...triggerOnlyEnvironment },
        logRetention: props.logRetention,
        // Cognito waits 5 s for a trigger; running longer would only cost money.
        timeout: Duration.seconds(5),
      });
      // Both handlers only upsert the user item (dynamo-user-store ensure/recordSignIn):
      // item reads and writes on the base table, no index, no scan, no delete.
      // (Not table.grant(), which adds every index of the table to the resources.)
      IamGrant.addToPrincipal({
        grantee: fn.executionRole,
        actions: ['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resourceArns: [props.table.tableArn],
      });
      props.userPool.addTrigger(trigger.operation, fn);
      addFunctionAlarms(this, trigger.id, fn, `Cognito ${trigger.id} trigger`, props.alarmAction);
      functions.set(trigger.name, fn);
    }
    this.functions = functions;
  }
}
