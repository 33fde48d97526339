import { Aws, CfnOutput, CrossStackReferences, Duration, ReferenceStrength, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IDomain } from 'aws-cdk-lib/aws-opensearchservice';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet, IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type Feature, features, grantsOf, routes } from '../functions/routes';
import { FeatureFunction } from './feature-function';
import { applyGrant, grantGroupCheck, type GrantTargets } from './feature-grants';
import { addFunctionAlarms } from './function-alarms';
import { functionEnvironment } from './function-environment';
import { RemovalSweeper } from './removal-sweeper';
import { IntentExpiry } from './intent-expiry';
import { AlertRunner } from './alert-runner';
import { SearchIndexer } from './search-indexer';
import { originVerifyHeaderValue } from './origin-verify';
import { Site } from './site';
import type { StageSettings } from './stages';
import { WebAclReader } from './web-acl-reader';

export interface StatelessStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly exportsBucket: IBucket;
  readonly cvBucket: IBucket;
  readonly siteBucket: IBucket;
  readonly searchDomain: IDomain;
  /** StatefulStack's alarm topic: every alarm of the app goes there. */
  readonly alarmTopic: ITopic;
  readonly stripeSecret: ISecret;
  /** The product's HMAC key (StatefulStack): read by the functions with the `keyring` grant only. */
  readonly appSecret: ISecret;
  /** Its value goes to CloudFront as the x-origin-verify header; every API function may read it, to check that header. */
  readonly originVerifySecret: ISecret;
  /** The secret version CloudFront sends; absent: AWSCURRENT at the time of the deploy (infra/README.md, rotation). */
  readonly originVerifyVersion?: string;
  /** The SSM parameter in us-east-1 where the Edge stack keeps the web ACL's ARN. */
  readonly webAclArnParameter: string;
  readonly mailIdentity: IEmailIdentity;
  readonly mailConfigurationSet: IConfigurationSet;
}

/**
 * Code and routing: safe to destroy and redeploy at any time. Functions,
 * routes and grants are generated from functions/routes.ts, never listed here.
 */
export class StatelessStack extends Stack {
  readonly api: HttpApi;
  readonly functions: ReadonlyMap<Feature, FeatureFunction>;
  readonly site: Site;
  readonly indexer: SearchIndexer;
  readonly removalSweeper: RemovalSweeper;
  readonly intentExpiry: IntentExpiry;
  readonly alertRunner: AlertRunner;

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    // Explicit, so a consumer can never silently lose the producer's protection;
    // removing a shared resource takes the two-deploy exportValue() dance.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { settings } = props;

    // No CORS configuration on purpose: the site calls /api on its own CloudFront origin, so no other
    // origin gets CORS headers and browsers keep every other site's pages from reading the API.
    // (Naming the distribution's domain here would be a cycle: the distribution names this API.)
    this.api = new HttpApi(this, 'Api', {
      description: 'Physician directory JSON API, reached through CloudFront at /api',
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'ApiAccessLogs', { retention: settings.logRetention });
    new HttpStage(this, 'ApiStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: settings.apiThrottle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    this.site = new Site(this, 'Site', {
      siteBucket: props.siteBucket,
      api: this.api,
      originVerifyHeader: originVerifyHeaderValue(props.originVerifySecret, props.originVerifyVersion),
      webAclArn: new WebAclReader(this, 'WebAcl', { parameterName: props.webAclArnParameter }).webAclArn,
      exportsBucket: props.exportsBucket,
      cvBucket: props.cvBucket,
      webConfig: { userPoolId: props.userPool.userPoolId, userPoolClientId: props.userPoolClient.userPoolClientId, supportEmail: settings.supportEmail },
    });

    const siteUrl = `https://${this.site.distribution.distributionDomainName}`;
    // Every key of functions/core/config.ts that has a value in AWS (see functionEnvironment).
    const environment: Record<string, string> = {
      ...functionEnvironment(settings, props),
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      SITE_URL: siteUrl,
    };
    const alarmAction = new SnsAction(props.alarmTopic);

    const grantTargets: GrantTargets = {
      table: props.table,
      exportsBucket: props.exportsBucket,
      cvBucket: props.cvBucket,
      userPool: props.userPool,
      mailIdentity: props.mailIdentity,
      mailConfigurationSet: props.mailConfigurationSet,
      searchDomain: props.searchDomain,
      stripeSecret: props.stripeSecret,
      appSecret: props.appSecret,
    };

    const functions = new Map<Feature, FeatureFunction>();
    for (const feature of features) {
      const grants = grantsOf(feature);
      const fn = new FeatureFunction(this, `${pascal(feature)}Function`, {
        feature,
        // Only a function that may read the Stripe secret (the HMAC key) learns where it is.
        environment: {
          ...environment,
          ...(grants.includes('stripe:secret') ? { STRIPE_SECRET_ARN: props.stripeSecret.secretArn } : {}),
          ...(grants.includes('keyring') ? { APP_SECRET_ARN: props.appSecret.secretArn } : {}),
        },
        logRetention: settings.logRetention,
      });
      for (const grant of grants) applyGrant(grant, fn.executionRole, grantTargets);
      // Every route checks CloudFront's origin header first (functions/http/origin-verify.ts).
      props.originVerifySecret.grantRead(fn.executionRole);
      // users:read holds the group check already.
      if (!grants.includes('users:read')) grantGroupCheck(fn.executionRole, grantTargets.userPool);
      addFunctionAlarms(this, `${pascal(feature)}Function`, fn, feature, alarmAction);
      functions.set(feature, fn);
    }
    this.functions = functions;

    this.indexer = new SearchIndexer(this, 'SearchIndexer', {
      table: props.table,
      grantTargets,
      environment,
      logRetention: settings.logRetention,
      alarmAction,
    });
    this.removalSweeper = new RemovalSweeper(this, 'RemovalSweeper', { grantTargets, environment, logRetention: settings.logRetention, alarmAction });
    this.intentExpiry = new IntentExpiry(this, 'IntentExpiry', { grantTargets, environment, logRetention: settings.logRetention, alarmAction });
    this.alertRunner = new AlertRunner(this, 'AlertRunner', {
      grantTargets,
      environment,
      appSecretArn: props.appSecret.secretArn,
      logRetention: settings.logRetention,
      alarmAction,
    });
    this.addApiAlarms(alarmAction);

    const integrations = new Map(
      [...functions].map(([feature, fn]) => [feature, new HttpLambdaIntegration(`${pascal(feature)}Integration`, fn)]),
    );
    for (const route of routes) {
      const integration = integrations.get(route.feature);
      if (!integration) throw new Error(`Route ${route.method} ${route.path} names unknown feature ${route.feature}`);
      const [apiRoute] = this.api.addRoutes({ path: route.path, methods: [HttpMethod[route.method]], integration });
      if (apiRoute) {
        Validations.of(apiRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Auth level '${route.auth}' is enforced in the Lambda, which verifies the Cognito token (DESIGN §4): public routes accept an optional token, and auth errors must keep the API's JSON error shape, which an API Gateway authorizer cannot produce.`,
        });
      }
    }

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'ApiEndpoint', {
      description: 'The HTTP API itself: answers 403 to anything but CloudFront, which adds the origin verify header; use SiteUrl/api',
      value: this.api.apiEndpoint,
    });
    // The ops scripts parse the same config as the Lambdas, so each command carries every key they need.
    // Import, seed and the id migration hash identities: the operator's credentials must also read the app secret.
    // OPENSEARCH_REPLICAS is for the indices the ops commands create; the functions never read it.
    const opsEnvironment = Object.entries({
      AWS_REGION: Aws.REGION,
      ...environment,
      APP_SECRET_ARN: props.appSecret.secretArn,
      OPENSEARCH_REPLICAS: String(settings.search.replicas),
    })
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    new CfnOutput(this, 'OpsEnvironment', {
      description: 'Prefix for npm run search:create-index, search:rebuild, import and admin:create against this stage (credentials of an operator)',
      value: opsEnvironment,
    });
    new CfnOutput(this, 'CreateSearchIndexCommand', {
      description: 'Run once after the first deploy, before loading physicians, as the Stateful output SearchOpsRoleArn (creates physicians_v1 with OPENSEARCH_REPLICAS replicas)',
      value: `${opsEnvironment} npm run search:create-index`,
    });
    new CfnOutput(this, 'RebuildSearchIndexCommand', {
      description: 'Reindexes every physician of DynamoDB into OpenSearch (after a restore, a mapping change, or failures parked in the indexer queue)',
      value: `${opsEnvironment} npm run search:rebuild`,
    });
    new CfnOutput(this, 'StripeWebhookUrl', {
      description: 'Register in Stripe (Developers > Webhooks) with the events listed in infra/README.md',
      value: `${siteUrl}/api/billing/webhook`,
    });
  }

  /** 5xx answers of the whole API: Lambda errors, timeouts and throttles as the client sees them. */
  private addApiAlarms(action: SnsAction): void {
    this.api
      .metricServerError({ period: Duration.minutes(5), statistic: 'sum' })
      .createAlarm(this, 'Api5xxAlarm', {
        alarmDescription: 'The HTTP API answered 5xx at least 5 times in 5 minutes (function errors, timeouts or throttles).',
        threshold: 5,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      })
      .addAlarmAction(action);
  }
}

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
