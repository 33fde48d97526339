import { Aws, CfnOutput, CrossStackReferences, ReferenceStrength, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IDomain } from 'aws-cdk-lib/aws-opensearchservice';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type Feature, features, grantsOf, routes } from '../functions/routes';
import { FeatureFunction } from './feature-function';
import { applyGrant } from './feature-grants';
import { searchIndexName } from './search-domain';
import { SearchIndexer } from './search-indexer';
import { Site } from './site';
import type { StageSettings } from './stages';

export interface StatelessStackProps extends StackProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  readonly exportsBucket: IBucket;
  readonly siteBucket: IBucket;
  readonly searchDomain: IDomain;
  /** StatefulStack's alarm topic: every alarm of the app goes there. */
  readonly alarmTopic: ITopic;
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

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    // Explicit, so a consumer can never silently lose the producer's protection;
    // removing a shared resource takes the two-deploy exportValue() dance.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);
    const { settings } = props;

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
      exportsBucket: props.exportsBucket,
      webConfig: { userPoolId: props.userPool.userPoolId, userPoolClientId: props.userPoolClient.userPoolClientId },
    });

    const siteUrl = `https://${this.site.distribution.distributionDomainName}`;
    // Every key of functions/core/config.ts that has a value in AWS; the *_ENDPOINT
    // overrides of the local emulators stay unset here (OPENSEARCH_ENDPOINT is the
    // real domain). Not set yet: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, which
    // come from Secrets Manager with the billing issue; until then the functions'
    // config refuses to start in dev and prod.
    const environment: Record<string, string> = {
      STAGE: settings.name,
      TABLE_NAME: props.table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      SEARCH_ENGINE: 'opensearch',
      OPENSEARCH_ENDPOINT: `https://${props.searchDomain.domainEndpoint}`,
      OPENSEARCH_INDEX: searchIndexName,
      EXPORTS_BUCKET: props.exportsBucket.bucketName,
      MAIL_FROM: settings.mailFrom,
      SUPPORT_EMAIL: settings.supportEmail,
      SITE_URL: siteUrl,
      STRIPE_PRICE_MONTHLY: settings.stripePrices.monthly,
      STRIPE_PRICE_ANNUAL: settings.stripePrices.annual,
      CONTACT_REVEAL_DAILY_CAP: String(settings.contactRevealDailyCap),
      LOG_LEVEL: settings.logLevel,
    };
    const alarmAction = new SnsAction(props.alarmTopic);

    const grantTargets = {
      table: props.table,
      exportsBucket: props.exportsBucket,
      userPool: props.userPool,
      mailIdentity: EmailIdentity.fromEmailIdentityName(this, 'MailIdentity', settings.mailDomain),
      searchDomain: props.searchDomain,
    };

    const functions = new Map<Feature, FeatureFunction>();
    for (const feature of features) {
      const fn = new FeatureFunction(this, `${pascal(feature)}Function`, {
        feature,
        environment,
        logRetention: settings.logRetention,
      });
      for (const grant of grantsOf(feature)) applyGrant(grant, fn.executionRole, grantTargets);
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
    new CfnOutput(this, 'ApiEndpoint', { value: this.api.apiEndpoint });
    // The ops scripts parse the same config as the Lambdas, so the command carries every key they
    // need, and stand-ins for the Stripe secrets, which config requires but the search scripts never use.
    const opsEnvironment = Object.entries({
      AWS_REGION: Aws.REGION,
      ...environment,
      STRIPE_SECRET_KEY: 'unused-by-search-scripts',
      STRIPE_WEBHOOK_SECRET: 'unused-by-search-scripts',
    })
      .map(([key, value]) => `${key}=${value}`)
      .join(' ');
    new CfnOutput(this, 'CreateSearchIndexCommand', {
      description: 'Run once after the first deploy, before loading physicians, with credentials that may call es:ESHttp* on the search domain',
      value: `${opsEnvironment} npm run search:create-index`,
    });
  }
}

const pascal = (name: string): string =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
