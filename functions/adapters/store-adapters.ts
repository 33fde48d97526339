import { isLocalStage } from '../core/config';
import type { Adapters } from './pick';
import { cognitoTokenVerifier } from './aws/cognito-token-verifier';
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
import { s3CvStore } from './aws/s3-cv-store';
import { dynamoTeamActivity } from './aws/dynamo-team-activity';
import { cognitoUserDirectory } from './aws/cognito-user-directory';
import { withCachedGroupChecks } from './cached-group-checks';
import { joseTokenVerifier } from './local/jose-token-verifier';
import { secretKeyring } from './aws/secret-keyring';

/**
 * One factory per store: DynamoDB, SES, S3 and Cognito have one adapter each
 * (locally pointed at their emulators by endpoint); token verification
 * differs by stage. Each lambda.ts names the ones its routes use
 * (`import * as adapters from '…/store-adapters'`), so esbuild leaves the
 * others, and the modules only they import, out of its bundle.
 */
export const physicians: Adapters['physicians'] = ({ db, c }) => dynamoPhysicianStore(db, c.TABLE_NAME);
export const users: Adapters['users'] = ({ db, c }) => dynamoUserStore(db, c.TABLE_NAME);
export const suppression: Adapters['suppression'] = ({ db, c }) => dynamoSuppressionList(db, c.TABLE_NAME);
export const activity: Adapters['activity'] = ({ db, c }) => dynamoActivityStore(db, c.TABLE_NAME);
export const contactReports: Adapters['contactReports'] = ({ db, c }) => dynamoContactReportStore(db, c.TABLE_NAME);
export const ledger: Adapters['ledger'] = ({ db, c }) => dynamoBillingLedger(db, c.TABLE_NAME);
export const verifier: Adapters['verifier'] = ({ c }) => (isLocalStage(c) ? joseTokenVerifier(c) : cognitoTokenVerifier(c));
export const files: Adapters['files'] = ({ c }) => s3FileStore(c, c.EXPORTS_BUCKET);
export const lists: Adapters['lists'] = ({ db, c }) => dynamoListStore(db, c.TABLE_NAME);
export const marks: Adapters['marks'] = ({ db, c }) => dynamoMarkStore(db, c.TABLE_NAME);
export const savedSearches: Adapters['savedSearches'] = ({ db, c }) => dynamoSavedSearchStore(db, c.TABLE_NAME);
export const alerts: Adapters['alerts'] = ({ db, c }) => dynamoAlertStore(db, c.TABLE_NAME);
export const mailer: Adapters['mailer'] = ({ c }) => sesMailer(c);
export const rateLimiter: Adapters['rateLimiter'] = ({ db, c }) => dynamoRateLimiter(db, c.TABLE_NAME);
export const contactMessages: Adapters['contactMessages'] = ({ db, c }) => dynamoContactMessageStore(db, c.TABLE_NAME);
export const submissions: Adapters['submissions'] = ({ db, c }) => dynamoSubmissionStore(db, c.TABLE_NAME);
export const removals: Adapters['removals'] = ({ db, c }) => dynamoRemovalRequestStore(db, c.TABLE_NAME);
export const profileAccess: Adapters['profileAccess'] = ({ db, c }) => dynamoProfileAccessStore(db, c.TABLE_NAME);
export const profileLedger: Adapters['profileLedger'] = ({ db, c }) => dynamoProfileLedger(db, c.TABLE_NAME);
export const profileChanges: Adapters['profileChanges'] = ({ db, c }) => dynamoProfileChangeStore(db, c.TABLE_NAME);
export const teams: Adapters['teams'] = ({ db, c }) => dynamoTeamStore(db, c.TABLE_NAME);
export const teamActivity: Adapters['teamActivity'] = ({ db, c }) => dynamoTeamActivity(db, c.TABLE_NAME);
export const intents: Adapters['intents'] = ({ db, c }) => dynamoIntentStore(db, c.TABLE_NAME);
// Tokens claiming admin or demo are re-checked through it (http/auth.ts); answers are kept at most a minute by the deps' clock.
export const directory: Adapters['directory'] = ({ c, now }) => withCachedGroupChecks(cognitoUserDirectory(c), now);
export const cvFiles: Adapters['cvFiles'] = ({ c }) => s3CvStore(c, c.CV_BUCKET);
export const keyring: Adapters['keyring'] = ({ c }) => secretKeyring(c);
