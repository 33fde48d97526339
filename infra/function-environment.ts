import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IDomain } from 'aws-cdk-lib/aws-opensearchservice';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IConfigurationSet } from 'aws-cdk-lib/aws-ses';
import { searchIndexName } from './search-domain';
import type { StageSettings } from './stages';

export interface EnvironmentSources {
  readonly table: ITable;
  readonly exportsBucket: IBucket;
  readonly cvBucket: IBucket;
  readonly searchDomain: IDomain;
  readonly mailConfigurationSet: IConfigurationSet;
  /** Config refuses dev and prod without it; only the API functions may read it. */
  readonly originVerifySecret: ISecret;
}

/**
 * The keys of functions/core/config.ts that come from the stage settings and
 * the stateful resources, the same on every function. The stateless stack
 * adds the user pool's ids and the site URL; the *_ENDPOINT overrides of the
 * local emulators stay unset (OPENSEARCH_ENDPOINT is the real domain); the
 * Stripe keys are no environment at all: billing reads them from Secrets
 * Manager (STRIPE_SECRET_ARN, set on that function only).
 */
export const functionEnvironment = (settings: StageSettings, from: EnvironmentSources): Record<string, string> => ({
  STAGE: settings.name,
  TABLE_NAME: from.table.tableName,
  SEARCH_ENGINE: 'opensearch',
  OPENSEARCH_ENDPOINT: `https://${from.searchDomain.domainEndpoint}`,
  OPENSEARCH_INDEX: searchIndexName,
  EXPORTS_BUCKET: from.exportsBucket.bucketName,
  CV_BUCKET: from.cvBucket.bucketName,
  MAIL_FROM: settings.mailFrom,
  SUPPORT_EMAIL: settings.supportEmail,
  SES_CONFIGURATION_SET: from.mailConfigurationSet.configurationSetName,
  STRIPE_PRICE_MONTHLY: settings.stripePrices.monthly,
  STRIPE_PRICE_ANNUAL: settings.stripePrices.annual,
  STRIPE_PRICE_TEAM: settings.stripePrices.team,
  CONTACT_REVEAL_DAILY_CAP: String(settings.contactRevealDailyCap),
  EXPORT_DAILY_CAP: String(settings.exportDailyCap),
  RATE_LIMIT_CONTACT_PER_HOUR: String(settings.rateLimitsPerHour.contact),
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: String(settings.rateLimitsPerHour.submissions),
  RATE_LIMIT_REMOVALS_PER_HOUR: String(settings.rateLimitsPerHour.removals),
  ORIGIN_VERIFY_SECRET_ARN: from.originVerifySecret.secretArn,
  LOG_LEVEL: settings.logLevel,
});
