import { DAILY_CAPS } from './fair-use-caps';
import * as z from './zod';

/**
 * Every setting the functions read, parsed once. The same keys are set by CDK
 * on every Lambda and by the local server on its process. Endpoint overrides
 * exist only for the local stand-ins; in AWS they are absent and the SDKs use
 * the regional endpoints.
 */
const schema = z.object({
  STAGE: z.enum(['local', 'test', 'dev', 'prod']),
  AWS_REGION: z.string().min(1),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  /** Token issuer; defaults to the regional Cognito issuer of USER_POOL_ID. cognito-local's is http://host:port/<pool>. */
  COGNITO_ISSUER: z.url().optional(),
  SEARCH_ENGINE: z.enum(['local', 'opensearch']),
  OPENSEARCH_ENDPOINT: z.url().optional(),
  /** Index (or alias) the OpenSearch adapter reads and writes; the ops scripts create it. */
  OPENSEARCH_INDEX: z.string().min(1).default('physicians'),
  /**
   * Replica copies per shard of the indices the ops commands create (infra/stages.ts sets it per stage:
   * 0 on a single node, 1 where two nodes share the load). The functions never read it.
   */
  OPENSEARCH_REPLICAS: z.coerce.number().int().min(0).max(5).default(1),
  EXPORTS_BUCKET: z.string().min(1),
  /** Issue 25 item 5: physicians' CVs, private, reached only through signed URLs. */
  CV_BUCKET: z.string().min(1),
  MAIL_FROM: z.email(),
  SUPPORT_EMAIL: z.email(),
  SITE_URL: z.url(),
  DYNAMODB_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  /**
   * Stripe API key. Locally absent by default: billing is then the local checkout simulator.
   * In AWS absent too: the billing function reads it from STRIPE_SECRET_ARN on first use.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Verifies webhook signatures; locally generated at first start and kept in the data folder.
   * Empty when unset, which only dev/prod allow: the billing function then reads it from STRIPE_SECRET_ARN.
   * (A string, not optional, so the local simulator's code needs no check for a value it always has.)
   */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).default(''),
  /**
   * Secrets Manager secret holding {"secretKey": "...", "webhookSecret": "..."}; set on the billing
   * function only, which alone may read it. The env keys above take precedence when set.
   */
  STRIPE_SECRET_ARN: z.string().min(1).optional(),
  /**
   * The product's HMAC key (opaque physician identities, removal links): locally generated at first
   * start and kept in the data folder. In AWS unset: functions that need it read APP_SECRET_ARN.
   */
  APP_SECRET: z.string().min(32).optional(),
  /** Secrets Manager secret holding the HMAC key as a plain string; set only on the functions that use it. */
  APP_SECRET_ARN: z.string().min(1).optional(),
  /** Stripe price ids behind the spec's price_monthly and price_annual. */
  STRIPE_PRICE_MONTHLY: z.string().min(1),
  STRIPE_PRICE_ANNUAL: z.string().min(1),
  /** Issue 26: the team plan's per-seat price with volume tiers (core/team-pricing.ts); unset, teams are not sold. */
  STRIPE_PRICE_TEAM: z.string().min(1).optional(),
  /** Contact reveals one user may make per UTC day before 429 (fair use). The plans state the default: tests alone lower it. */
  CONTACT_REVEAL_DAILY_CAP: z.coerce.number().int().positive().default(DAILY_CAPS.reveals),
  /** Rows one user may export per UTC day before 429 (fair use); a list export counts each of its rows. The plans state the default. */
  EXPORT_DAILY_CAP: z.coerce.number().int().positive().default(DAILY_CAPS.exportRows),
  /**
   * Saved-search alerts look at profiles published up to this long before the run: the index may not hold a
   * just-written profile yet, and the next run starts where this one ended (functions/alerts/run-alerts.ts).
   */
  ALERTS_INDEX_LAG_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /** Contact messages one client (IP) may send per hour before 429. */
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Resume submissions one client (IP) may send per hour before 429. */
  RATE_LIMIT_SUBMISSIONS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** Removal requests one client (IP) may make per hour, and mails one address may be sent per hour, before 429. */
  RATE_LIMIT_REMOVALS_PER_HOUR: z.coerce.number().int().positive().default(5),
  /**
   * What CloudFront sends in the x-origin-verify header of every /api request; a request without it
   * did not come through the distribution and is refused (functions/http/origin-verify.ts). Set locally
   * and in tests, where the local server plays CloudFront; in AWS the value comes from ORIGIN_VERIFY_SECRET_ARN.
   */
  ORIGIN_VERIFY_SECRET: z.string().min(16).optional(),
  /** Also accepted while a rotation is under way (the Secrets Manager path accepts AWSPREVIOUS the same way). */
  ORIGIN_VERIFY_SECRET_PREVIOUS: z.string().min(16).optional(),
  /** Secrets Manager secret whose AWSCURRENT (and AWSPREVIOUS) value is the origin verify header; set by CDK. */
  ORIGIN_VERIFY_SECRET_ARN: z.string().min(1).optional(),
  /** SES configuration set for sending events (bounces, complaints); absent locally. */
  SES_CONFIGURATION_SET: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT']).default('INFO'),
});

export type Config = z.infer<typeof schema>;

/** Fails with every missing or malformed key at once, so a broken deploy says all that is wrong in one log line. */
export const parseConfig = (env: Record<string, string | undefined>): Config => {
  const result = schema.safeParse(env);
  if (!result.success) {
    const keys = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${keys.join('; ')}`);
  }
  const config = result.data;
  const missing: string[] = [];
  if (config.SEARCH_ENGINE === 'opensearch' && !config.OPENSEARCH_ENDPOINT) missing.push('OPENSEARCH_ENDPOINT: required when SEARCH_ENGINE=opensearch');
  // The simulator signs its events with the local webhook secret; outside the local stages the
  // billing adapter is always Stripe, whose keys only the billing function may read (STRIPE_SECRET_ARN).
  if (isLocalStage(config) && !config.STRIPE_WEBHOOK_SECRET) missing.push(`STRIPE_WEBHOOK_SECRET: required when STAGE=${config.STAGE}`);
  if (!isLocalStage(config) && Boolean(config.STRIPE_SECRET_KEY) !== Boolean(config.STRIPE_WEBHOOK_SECRET)) {
    missing.push(`STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither when STAGE=${config.STAGE} (neither: they come from STRIPE_SECRET_ARN)`);
  }
  // Without one of them the API would trust any caller of the execute-api URL, and its forged viewer address.
  if (!isLocalStage(config) && !config.ORIGIN_VERIFY_SECRET && !config.ORIGIN_VERIFY_SECRET_ARN) {
    missing.push(`ORIGIN_VERIFY_SECRET_ARN: required when STAGE=${config.STAGE} (or ORIGIN_VERIFY_SECRET)`);
  }
  if (missing.length) throw new Error(`Invalid configuration: ${missing.join('; ')}`);
  return config;
};

/** Stages that run on a laptop or in CI against the emulators. */
export const isLocalStage = (c: Pick<Config, 'STAGE'>): boolean => c.STAGE === 'local' || c.STAGE === 'test';

let cached: Config | undefined;
export const config = (): Config => {
  cached ??= parseConfig(process.env);
  return cached;
};

/** The local server and tests change the environment between stacks. */
export const resetConfig = (): void => {
  cached = undefined;
};

/** SITE_URL without a trailing slash, ready to have paths appended. */
export const siteUrlOf = (c: Pick<Config, 'SITE_URL'>): string => c.SITE_URL.replace(/\/+$/, '');

export const issuerOf = (c: Config): string =>
  c.COGNITO_ISSUER ?? `https://cognito-idp.${c.AWS_REGION}.amazonaws.com/${c.USER_POOL_ID}`;
