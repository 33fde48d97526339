import { DynamoDBClient } from './sdk/client-dynamodb';
import { DynamoDBDocumentClient } from './sdk/lib-dynamodb';
import type { Config } from '../../core/config';

/** One document client per process. Locally the endpoint points at DynamoDB Local, the real engine. */
export const documentClient = (c: Config): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: c.AWS_REGION,
      ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}),
    }),
    { marshallOptions: { removeUndefinedValues: true } },
  );

/** Entity keys of the single table. */
export const keys = {
  physician: (id: string) => ({ pk: `PHYSICIAN#${id}`, sk: 'PROFILE' }),
  /**
   * What makes vendor rows one person (keyed HMAC of the NPI, email, LinkedIn or name and place) -> the
   * physician id; gsi1 (`PHYSICIAN#<id>`, `IDENTITY#<hmac>`) finds it from the profile when that goes.
   */
  physicianIdentity: (hmac: string) => ({ pk: `IDENTITY#${hmac}`, sk: 'IDENTITY' }),
  physicianIdentityPrefix: 'IDENTITY#',
  user: (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  subscription: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SUBSCRIPTION' }),
  quota: (userId: string, kind: string, day: string) => ({ pk: `USER#${userId}`, sk: `QUOTA#${kind}#${day}` }),
  reveal: (userId: string, at: string, physicianId: string) => ({ pk: `USER#${userId}`, sk: `REVEAL#${at}#${physicianId}` }),
  suppression: (emailHash: string) => ({ pk: `SUPPRESSION#${emailHash}`, sk: 'SUPPRESSION' }),
  /** One per export, beside the user: `at` is the ISO time; the newest come first in a reverse query. */
  /** `entry` tells apart two exports in the same millisecond (concurrent tabs, a bulk admin export). */
  exportLog: (userId: string, at: string, entry: string) => ({ pk: `USER#${userId}`, sk: `EXPORT#${at}#${entry}` }),
  exportLogPrefix: 'EXPORT#',
  /** Rows exported by everyone on a UTC day, raised with each export log entry: the admin overview's figure. */
  exportDay: (day: string) => ({ pk: `STATS#EXPORTS`, sk: `DAY#${day}` }),
  /** A Stripe webhook event seen (idempotency). */
  stripeEvent: (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' }),
  /** Which user a Stripe customer belongs to (webhooks name the customer, not the user). */
  stripeCustomer: (customerId: string) => ({ pk: `STRIPE_CUSTOMER#${customerId}`, sk: 'CUSTOMER' }),
  /** The local checkout simulator's Stripe-shaped objects (customers, sessions, subscriptions), by their prefixed id. */
  stripeSimulator: (objectId: string) => ({ pk: `STRIPE_SIM#${objectId}`, sk: 'OBJECT' }),
  /** A user's physician list, beside the user; list ids are ULIDs, so the newest sort last. */
  list: (userId: string, listId: string) => ({ pk: `USER#${userId}`, sk: `LIST#${listId}` }),
  listPrefix: 'LIST#',
  /** How many lists a user has, kept in the same transactions as the lists (the cap). Not under `LIST#`, so listsOf skips it. */
  listCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'LIST_COUNT' }),
  /**
   * A physician on a list, in the list's own partition (one row per physician:
   * conditional puts dedupe); gsi1 finds every list holding a physician, and
   * gsi2 (shared with the work-email hashes, whose keys start `EMAIL#`) pages a
   * list's members newest first.
   */
  listMember: (listId: string, physicianId: string) => ({ pk: `LIST#${listId}`, sk: `MEMBER#${physicianId}` }),
  listMemberPrefix: 'MEMBER#',
  listMemberIndex: (listId: string, addedAt: string, physicianId: string) => ({ gsi2pk: `LIST#${listId}`, gsi2sk: `${addedAt}#${physicianId}` }),
  /**
   * A member's place in its list's pipeline order (issue 17), in the list's partition beside its row and written in the
   * same transactions: `<status rank>#<inverted addedAt>#<physicianId>`, so one status is one prefix, newest first, and
   * the whole partition read forward is "sorted by status". Strongly consistent, and no third GSI.
   */
  listStatusRow: (listId: string, sortKey: string) => ({ pk: `LIST#${listId}`, sk: `STATUS#${sortKey}` }),
  listStatusPrefix: 'STATUS#',
  /**
   * A member's place in its list's name order, beside its row and written in the same transactions (the row keeps the
   * key as `nameSk`): see nameSortKey. It also carries the member's status, so a status filter can read it in name order.
   */
  listNameRow: (listId: string, sortKey: string) => ({ pk: `LIST#${listId}`, sk: `NAME#${sortKey}` }),
  listNamePrefix: 'NAME#',
  /** Per user and physician: the user's lists holding them (`listIds`, a string set), kept in the membership transactions. */
  listMark: (userId: string, physicianId: string) => ({ pk: `USER#${userId}`, sk: `MARK#LISTS#${physicianId}` }),
  /** Per user and physician: when the user last exported them (`exportedAt`), written with the export log. */
  exportMark: (userId: string, physicianId: string) => ({ pk: `USER#${userId}`, sk: `MARK#EXPORTED#${physicianId}` }),
  /** gsi1 of both marks (`PHYSICIAN#<id>`, `MARK#<kind>#<userId>`): a removal finds every user's marks of a physician. */
  markIndex: (physicianId: string, kind: 'LISTS' | 'EXPORTED', userId: string) => ({ gsi1pk: `PHYSICIAN#${physicianId}`, gsi1sk: `MARK#${kind}#${userId}` }),
  /** A saved search, beside the user; ids are ULIDs (time-sortable). */
  savedSearch: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `SEARCH#${id}` }),
  savedSearchPrefix: 'SEARCH#',
  /** gsi1 partition of the saved searches with alerts on, by `<nextRunAt>#<userId>#<searchId>`: the alert runner's work list. */
  alertsDue: 'ALERTS#due',
  /** A digest run of one alert was claimed for sending (written before the mail); TTL'd. */
  alertSent: (userId: string, searchId: string, runAt: string) => ({ pk: `USER#${userId}`, sk: `ALERT_SENT#${searchId}#${runAt}` }),
  /** How many saved searches a user has, kept in the same transactions as the searches (the cap). */
  savedSearchCount: (userId: string) => ({ pk: `USER#${userId}`, sk: 'SEARCH_COUNT' }),
  /**
   * Issue 26, teams: the team (`TEAM#<id>`, `TEAM`, with the seat and member counters), its members
   * (`MEMBER#<userId>`) and pending invitations (`INVITE#<id>`) in one partition, read by a GetItem and a Query
   * per prefix (the partition also holds the activity log, pool counters and marks, which a request does not need);
   * the user's one team beside the user (`USER#<id>`, `TEAM`), which the access rules read
   * (search reads USER# items only); an invitation's token by its hash (TTL'd, single use).
   */
  team: (teamId: string) => ({ pk: `TEAM#${teamId}`, sk: 'TEAM' }),
  teamPartition: (teamId: string) => `TEAM#${teamId}`,
  teamMember: (teamId: string, userId: string) => ({ pk: `TEAM#${teamId}`, sk: `MEMBER#${userId}` }),
  teamMemberPrefix: 'MEMBER#',
  teamInvitation: (teamId: string, invitationId: string) => ({ pk: `TEAM#${teamId}`, sk: `INVITE#${invitationId}` }),
  teamInvitationPrefix: 'INVITE#',
  /** The team's pool of reveals or exported rows for a UTC day (issue 26 item 3): one conditional ADD keeps it exact. */
  teamQuota: (teamId: string, kind: string, day: string) => ({ pk: `TEAM#${teamId}`, sk: `QUOTA#${kind}#${day}` }),
  teamLink: (userId: string) => ({ pk: `USER#${userId}`, sk: 'TEAM' }),
  /** What one member drew from the team's pool on a UTC day (issue 26 item 3), in the pool's transaction: their own limit's counter. */
  teamMemberQuota: (teamId: string, kind: string, day: string, userId: string) => ({ pk: `TEAM#${teamId}`, sk: `MQUOTA#${kind}#${day}#${userId}` }),
  /** The team's activity log (issue 26 item 5): `LOG#<at>#<rand>`, append-only, written in the pool's transaction. */
  teamActivity: (teamId: string, at: string, rand: string) => ({ pk: `TEAM#${teamId}`, sk: `LOG#${at}#${rand}` }),
  teamActivityPrefix: 'LOG#',
  /** The team exported this physician (gsi1 under the physician, `MARK#EXPORTED#TEAM#<id>`): a removal finds the team's log by it. */
  teamExportMark: (teamId: string, physicianId: string) => ({ pk: `TEAM#${teamId}`, sk: `MARK#EXPORTED#${physicianId}` }),
  /**
   * A list its owner shared with the team (issue 26 item 4): a pointer in the team's partition, written in the same
   * transaction as the list's `teamId`, so members find the team's shared lists with one Query, never a scan.
   */
  teamSharedList: (teamId: string, listId: string) => ({ pk: `TEAM#${teamId}`, sk: `SHARED_LIST#${listId}` }),
  teamSharedListPrefix: 'SHARED_LIST#',
  teamInvitationToken: (tokenHash: string) => ({ pk: `TEAM_INVITE#${tokenHash}`, sk: 'TOKEN' }),
  /** A Contact Us message, kept so nothing is lost when mail fails. */
  contactMessage: (id: string) => ({ pk: `CONTACT#${id}`, sk: 'MESSAGE' }),
  /** A resume submission; gsi1 lists one status newest first (`SUBMISSIONS#<status>`, `<createdAt>#<id>`). */
  submission: (id: string) => ({ pk: `SUBMISSION#${id}`, sk: 'SUBMISSION' }),
  submissionsOf: (status: string) => `SUBMISSIONS#${status}`,
  /** The mailed confirmation token of a submission, by its hash. */
  submissionToken: (tokenHash: string) => ({ pk: `SUBMISSION_TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** A removal request by the hash of its emailed token. */
  removalRequest: (tokenHash: string) => ({ pk: `REMOVAL#${tokenHash}`, sk: 'REQUEST' }),
  /** The current link of an address (by the keyring HMAC of the address): which nonce its token derives from. */
  removalLink: (addressKey: string) => ({ pk: `REMOVAL_ADDRESS#${addressKey}`, sk: 'LINK' }),
  /** gsi1 partition of the removal requests claimed and not done yet, by `<claimedAt>#<tokenHash>`: the sweep's work list. */
  removalsClaimed: 'REMOVALS#claimed',
  /** One fixed window of a public route's rate limit. */
  rateWindow: (key: string, windowStart: number) => ({ pk: `RATE#${key}`, sk: `WINDOW#${windowStart}` }),
  /**
   * Physician items carry the hashes of their two email addresses in gsi1
   * (personal) and gsi2 (work), so a removal finds every profile of an
   * address without a scan.
   */
  physicianEmail: (emailHash: string) => `EMAIL#${emailHash}`,
};

/** DynamoDB TTL reads epoch seconds. */
export const ttlOf = (at: Date | string, plusSeconds: number): number => Math.floor(new Date(at).getTime() / 1000) + plusSeconds;
