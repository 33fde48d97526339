import { type Config, config, isLocalStage } from '../core/config';
import type { Deps } from '../core/deps';
import type { Billing, SearchIndex } from '../core/ports';
import { cognitoTokenVerifier } from './aws/cognito-token-verifier';
import { documentClient } from './aws/dynamo-client';
import { dynamoPhysicianStore } from './aws/dynamo-physician-store';
import { dynamoActivityStore } from './aws/dynamo-activity-store';
import { dynamoBillingLedger } from './aws/dynamo-billing-ledger';
import { dynamoSuppressionList } from './aws/dynamo-suppression-list';
import { dynamoUserStore } from './aws/dynamo-user-store';
import { dynamoListStore } from './aws/dynamo-list-store';
import { dynamoSavedSearchStore } from './aws/dynamo-saved-search-store';
import { s3ClientFor, s3FileStore } from './aws/s3-file-store';
import { openSearchClientFor } from './aws/opensearch-client';
import { openSearchIndex } from './aws/opensearch-search-index';
import { stripeBilling } from './aws/stripe-billing';
import { stripeKeysLoader } from './aws/stripe-keys';
import { sesMailer } from './aws/ses-mailer';
import { dynamoRateLimiter } from './aws/dynamo-rate-limiter';
import { dynamoContactMessageStore } from './aws/dynamo-contact-message-store';
import { dynamoSubmissionStore } from './aws/dynamo-submission-store';
import { dynamoRemovalRequestStore } from './aws/dynamo-removal-request-store';
import { cognitoUserDirectory } from './aws/cognito-user-directory';
import { joseTokenVerifier } from './local/jose-token-verifier';
import { columnarSearchIndex } from './local/columnar-search-index';
import { simulatedBilling } from './local/simulated-billing';
import { stripeSimulator } from './local/stripe-simulator';

/**
 * The one place that chooses adapters. DynamoDB, SES, S3 and Cognito have one
 * adapter each (locally pointed at their emulators by endpoint); search, token
 * verification and billing differ by stage.
 */

// The local index lives as long as the process, like the in-process server that feeds it.
let localIndex: SearchIndex | undefined;

const searchIndexFor = (c: Config): SearchIndex => {
  if (c.SEARCH_ENGINE === 'local') return (localIndex ??= columnarSearchIndex());
  return openSearchIndex({ client: openSearchClientFor(c), index: c.OPENSEARCH_INDEX });
};

/**
 * The local checkout simulator only on a laptop or in CI without a Stripe key;
 * everywhere else Stripe, whose keys are read on first use (in AWS from the
 * secret only the billing function may read), so the simulator can never
 * stand in where real money is taken.
 */
export const billingFor = (c: Config, db: ReturnType<typeof documentClient>): Billing =>
  isLocalStage(c) && !c.STRIPE_SECRET_KEY
    ? simulatedBilling(c, stripeSimulator(db, c.TABLE_NAME, c))
    : stripeBilling(stripeKeysLoader(c));

export const buildDeps = (c: Config): Deps => {
  const db = documentClient(c);
  return {
    config: c,
    physicians: dynamoPhysicianStore(db, c.TABLE_NAME),
    users: dynamoUserStore(db, c.TABLE_NAME),
    suppression: dynamoSuppressionList(db, c.TABLE_NAME),
    activity: dynamoActivityStore(db, c.TABLE_NAME),
    billing: billingFor(c, db),
    ledger: dynamoBillingLedger(db, c.TABLE_NAME),
    search: searchIndexFor(c),
    verifier: isLocalStage(c) ? joseTokenVerifier(c) : cognitoTokenVerifier(c),
    files: s3FileStore(s3ClientFor(c), c.EXPORTS_BUCKET),
    lists: dynamoListStore(db, c.TABLE_NAME),
    savedSearches: dynamoSavedSearchStore(db, c.TABLE_NAME),
    mailer: sesMailer(c),
    rateLimiter: dynamoRateLimiter(db, c.TABLE_NAME),
    contactMessages: dynamoContactMessageStore(db, c.TABLE_NAME),
    submissions: dynamoSubmissionStore(db, c.TABLE_NAME),
    removals: dynamoRemovalRequestStore(db, c.TABLE_NAME),
    directory: cognitoUserDirectory(c),
    now: () => new Date(),
  };
};

let built: Promise<Deps> | undefined;
export const deps = (): Promise<Deps> => (built ??= Promise.resolve().then(() => buildDeps(config())));

/** Tests and the local server swap stacks within one process. */
export const resetDeps = (): void => {
  built = undefined;
  localIndex = undefined;
};
