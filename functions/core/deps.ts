import type { ProfileChangeStore } from './profile-change-ports';
import type { Config } from './config';
import type { ActivityStore, Billing, BillingLedger, CvFileStore, FileStore, Keyring, PhysicianStore, SearchIndex, SuppressionList, TokenVerifier, UserDirectory, UserStore } from './ports';
import type { ListStore, SavedSearchStore } from './list-ports';
import type { ContactReportStore } from './contact-report-ports';
import type { MarkStore } from './mark-ports';
import type { AlertStore } from './alert-ports';
import type { ProfileAccessStore, ProfileLedger } from './profile-ports';
import type { TeamActivityStore } from './team-activity-ports';
import type { TeamStore } from './team-ports';
import type { IntentStore } from './intent-ports';
import type { ContactMessageStore, Mailer, RateLimiter, RemovalRequestStore, SubmissionStore } from './public-form-ports';

/** Everything a handler may use, built once per process by `adapters/pick.ts`. */
export interface Deps {
  readonly config: Config;
  readonly physicians: PhysicianStore;
  readonly search: SearchIndex;
  readonly users: UserStore;
  readonly suppression: SuppressionList;
  readonly activity: ActivityStore;
  readonly contactReports: ContactReportStore;
  readonly billing: Billing;
  readonly ledger: BillingLedger;
  readonly verifier: TokenVerifier;
  readonly files: FileStore;
  /** The private CV bucket (issue 25 item 5). */
  readonly cvFiles: CvFileStore;
  readonly lists: ListStore;
  /** Per user and physician: lists holding them, last export (issue 17). */
  readonly marks: MarkStore;
  readonly savedSearches: SavedSearchStore;
  /** Saved-search alert schedules and sent markers (issue 17). */
  readonly alerts: AlertStore;
  readonly mailer: Mailer;
  readonly rateLimiter: RateLimiter;
  readonly contactMessages: ContactMessageStore;
  readonly submissions: SubmissionStore;
  readonly removals: RemovalRequestStore;
  /** "Manage my profile" links and sessions (issue 25). */
  readonly profileAccess: ProfileAccessStore;
  /** The physician page's log, hidden contact fields and exposure counts (issue 25). */
  readonly profileLedger: ProfileLedger;
  /** Corrections, contact replacements and an admin's reversal of them (issue 25). */
  readonly profileChanges: ProfileChangeStore;
  /** Teams, seats and invitations (issue 26). */
  readonly teams: TeamStore;
  /** A team's activity log, drawn in the pool's transaction, and its members' limits (issue 26 items 3, 5). */
  readonly teamActivity: TeamActivityStore;
  /** The physician's opted-in intent and the expiry job's work list (issue 25). */
  readonly intents: IntentStore;
  readonly directory: UserDirectory;
  readonly keyring: Keyring;
  readonly now: () => Date;
}
