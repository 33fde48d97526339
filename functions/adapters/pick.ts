import type { DynamoDBDocumentClient } from './aws/sdk/lib-dynamodb';
import { type Config, config, isLocalStage } from '../core/config';
import type { Deps } from '../core/deps';
import type { Billing, SearchIndex } from '../core/ports';
import { cognitoTokenVerifier } from './aws/cognito-token-verifier';
import { documentClient } from './aws/dynamo-client';
import { dynamoPhysicianStore } from './aws/dynamo-physician-store';
import { dynamoActivityStore } from './aws/dynamo-activity-store';
import { dynamoContactReportStore } from './aws/dynamo-contact-report-store';
import { dynamoBillingLedger } from './aws/dynamo-billing-ledger';
import { dynamoSuppressionList } from './aws/dynamo-suppression-list';
import { dynamoUserStore } from './aws/dynamo-user-store';
import { dynamoListStore } from './aws/dynamo-list-store';
import { dynamoMarkStore } from './aws/dynamo-mark-store';
import { dynamoAlertStore } from './aws/dynamo-alert-store';
import { dynamoSavedSearchStore } from './aws/dynamo-saved-search-store';
import { s3FileStore } from './aws/s3-file-store';
import { s3CvStore } from './aws/s3-cv-store';
import { sesMailer } from './aws/ses-mailer';
import { dynamoRateLimiter } from './aws/dynamo-rate-limiter';
import { dynamoContactMessageStore } from './aws/dynamo-contact-message-store';
import { dynamoSubmissionStore } from './aws/dynamo-submission-store';
import { dynamoRemovalRequestStore } from './aws/dynamo-removal-request-store';
import { dynamoIntentStore } from './aws/dynamo-intent-store';
import { dynamoProfileAccessStore } from './aws/dynamo-profile-access-store';
import { dynamoProfileChangeStore } from './aws/dynamo-profile-change-store';
import { dynamoProfileLedger } from './aws/dynamo-profile-ledger';
import { dynamoTeamStore } from './aws/dynamo-team-store';
import { cognitoUserDirectory } from './aws/cognito-user-directory';
import { withCachedGroupChecks } from './cached-group-checks';
import { joseTokenVerifier } from './local/jose-token-verifier';
import { secretKeyring } from './aws/secret-keyring';

/**
 * The one place that chooses adapters. DynamoDB, SES, S3 and Cognito have one
 * adapter each (locally pointed at their emulators by endpoint); search, token
 * verification and billing differ by stage.
 */

/**
 * The adapters whose SDKs weigh most (the OpenSearch client, Stripe). A
 * function bundles only what its lambda.ts provides (search-adapters.ts,
 * billing-adapters.ts), so the other functions stay small and start fast;
 * the local stack provides both.
 */
export interface HeavyAdapters {
  search: (c: Config) => SearchIndex;
  resetSearch: () => void;
  billing: (c: Config, db: DynamoDBDocumentClient) => Billing;
}

const heavy: Partial<HeavyAdapters> = {};

export const provideAdapters = (adapters: Partial<HeavyAdapters>): void => {
  Object.assign(heavy, adapters);
};

const provided = <K extends 'search' | 'billing'>(name: K): NonNullable<HeavyAdapters[K]> => {
  const adapter = heavy[name];
  if (!adapter) throw new Error(`The ${name} adapter is not bundled in this function: its lambda.ts must provideAdapters(${name}Adapters)`);
  return adapter as NonNullable<HeavyAdapters[K]>;
};

export const buildDeps = (c: Config): Deps => {
  const db = documentClient(c);
  let search: SearchIndex | undefined;
  let billing: Billing | undefined;
  const now = () => new Date();
  return {
    // Built on first use, from what this function's lambda.ts provided.
    get search() {
      return (search ??= provided('search')(c));
    },
    get billing() {
      return (billing ??= provided('billing')(c, db));
    },
    config: c,
    physicians: dynamoPhysicianStore(db, c.TABLE_NAME),
    users: dynamoUserStore(db, c.TABLE_NAME),
    suppression: dynamoSuppressionList(db, c.TABLE_NAME),
    activity: dynamoActivityStore(db, c.TABLE_NAME),
    contactReports: dynamoContactReportStore(db, c.TABLE_NAME),
    ledger: dynamoBillingLedger(db, c.TABLE_NAME),
    verifier: isLocalStage(c) ? joseTokenVerifier(c) : cognitoTokenVerifier(c),
    files: s3FileStore(c, c.EXPORTS_BUCKET),
    cvFiles: s3CvStore(c, c.CV_BUCKET),
    lists: dynamoListStore(db, c.TABLE_NAME),
    marks: dynamoMarkStore(db, c.TABLE_NAME),
    savedSearches: dynamoSavedSearchStore(db, c.TABLE_NAME),
    alerts: dynamoAlertStore(db, c.TABLE_NAME),
    mailer: sesMailer(c),
    rateLimiter: dynamoRateLimiter(db, c.TABLE_NAME),
    contactMessages: dynamoContactMessageStore(db, c.TABLE_NAME),
    submissions: dynamoSubmissionStore(db, c.TABLE_NAME),
    removals: dynamoRemovalRequestStore(db, c.TABLE_NAME),
    profileAccess: dynamoProfileAccessStore(db, c.TABLE_NAME),
    profileLedger: dynamoProfileLedger(db, c.TABLE_NAME),
    profileChanges: dynamoProfileChangeStore(db, c.TABLE_NAME),
    teams: dynamoTeamStore(db, c.TABLE_NAME),
    intents: dynamoIntentStore(db, c.TABLE_NAME),
    // Tokens claiming admin or demo are re-checked through it (http/auth.ts); answers are kept at most a minute by the deps' clock.
    directory: withCachedGroupChecks(cognitoUserDirectory(c), now),
    keyring: secretKeyring(c),
    now,
  };
};

let built: Promise<Deps> | undefined;
export const deps = (): Promise<Deps> => (built ??= Promise.resolve().then(() => buildDeps(config())));

/** Tests and the local server swap stacks within one process. */
export const resetDeps = (): void => {
  built = undefined;
  heavy.resetSearch?.();
};
