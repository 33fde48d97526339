/**
 * THE route table. Data only: CDK iterates it to create one Lambda per
 * feature, the HTTP API routes and the IAM grants; the local server iterates
 * it to dispatch; the OpenAPI document and the route tests read it too.
 * A route names its handler by export name inside `functions/<feature>/lambda.ts`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: `public` accepts an optional token, `user` needs one, `admin` needs the admin group,
 * in the token and, re-checked at most a minute ago, in Cognito. Every feature may make that re-check
 * (infra/feature-grants.ts grantGroupCheck): the admin and demo groups of any token are confirmed so.
 */
export type AuthLevel = 'public' | 'user' | 'admin';

/** What the feature's Lambda may touch in AWS; CDK turns each grant into least-privilege IAM. */
export type Grant =
  | 'table:read'
  /** Reads of the caller-side items only (`USER#…` partitions: subscription, marks), never a physician's profile or contacts (issue 23). */
  | 'table:read-user-items'
  | 'table:write'
  | 'search:read'
  | 'search:write'
  | 'exports:write'
  /** Issue 25 item 5: the private CV bucket. `cv:upload` signs PUTs and checks, moves and deletes uploads; `cv:read` signs GETs. */
  | 'cv:upload'
  | 'cv:read'
  | 'mail:send'
  | 'users:read'
  | 'stripe:secret'
  /** The product's HMAC key (APP_SECRET_ARN): removal links and address keys. */
  | 'keyring';

export const features = ['search', 'physicians', 'account', 'billing', 'meta', 'exports', 'lists', 'saved-searches', 'contact-form', 'submissions', 'removal', 'admin', 'profile', 'teams'] as const;
export type Feature = (typeof features)[number];

export interface Route {
  readonly method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  readonly path: string;
  readonly feature: Feature;
  /** Export name in `functions/<feature>/lambda.ts` endpoints. */
  readonly handler: string;
  readonly auth: AuthLevel;
  readonly grants: readonly Grant[];
  /** Receives the raw body (Stripe signatures, form posts); skips JSON parsing. The endpoint's `raw` says what it reads, for the document. */
  readonly rawBody?: boolean;
}

// Billing reads and writes the table (customer links, subscriptions, event ids) and calls Stripe.
const billing: readonly Grant[] = ['table:read', 'table:write', 'stripe:secret'];

// Removal derives its mailed links and address keys with the keyring.
// Issue 25 item 5: and deletes the person's CV files (cv:upload holds the delete).
const removal: readonly Grant[] = ['table:read', 'table:write', 'search:write', 'mail:send', 'keyring', 'cv:upload'];
// The physician's own page (issue 25): keyed lookups and target limits, links mailed, sessions and hidden fields written.
const profile: readonly Grant[] = ['table:read', 'table:write', 'mail:send', 'keyring'];
const profileCv: readonly Grant[] = [...profile, 'cv:upload'];
// Teams (issue 26): the team partition, members' links beside the users, invitations mailed.
const teams: readonly Grant[] = ['table:read', 'table:write', 'mail:send'];
// Approval writes the profile (the indexer publishes it); the user list and the admin re-check read Cognito.
// Issue 25 item 5: approval merges by the NPI's keyed identity, keeps or deletes the CV, and admins read CVs.
const admin: readonly Grant[] = ['table:read', 'table:write', 'users:read', 'keyring', 'cv:upload', 'cv:read'];

export const routes: readonly Route[] = [
  { method: 'GET', path: '/api/physicians', feature: 'search', handler: 'searchPhysicians', auth: 'public', grants: ['search:read', 'table:read-user-items'] },
  { method: 'GET', path: '/api/physicians/ids', feature: 'search', handler: 'selectAllPhysicians', auth: 'user', grants: ['search:read', 'table:read-user-items'] },
  // table:read: the caller's marks, for the "not in my lists" / "never exported" exclusions (issue 17).
  { method: 'GET', path: '/api/specialties', feature: 'search', handler: 'listSpecialties', auth: 'public', grants: ['search:read', 'table:read-user-items'] },
  { method: 'GET', path: '/api/physicians/{id}', feature: 'physicians', handler: 'getPhysician', auth: 'public', grants: ['table:read'] },
  { method: 'POST', path: '/api/physicians/{id}/contact', feature: 'physicians', handler: 'revealContact', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'POST', path: '/api/physicians/{id}/cv', feature: 'physicians', handler: 'getCvLink', auth: 'user', grants: ['table:read', 'table:write', 'cv:read'] },
  { method: 'POST', path: '/api/physicians/{id}/contact-reports', feature: 'physicians', handler: 'reportContact', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'GET', path: '/api/me', feature: 'account', handler: 'getMe', auth: 'user', grants: ['table:read'] },
  { method: 'GET', path: '/api/me/usage', feature: 'account', handler: 'getUsage', auth: 'user', grants: ['table:read'] },
  // Issue 17: "In your lists" / "Exported on" for a results page; owner-scoped by construction (every key read is the caller's).
  { method: 'GET', path: '/api/me/marks', feature: 'account', handler: 'getMarks', auth: 'user', grants: ['table:read'] },
  { method: 'PATCH', path: '/api/me/profile', feature: 'account', handler: 'updateProfile', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'GET', path: '/api/exports', feature: 'account', handler: 'getExportSummary', auth: 'user', grants: ['table:read'] },
  { method: 'POST', path: '/api/exports', feature: 'exports', handler: 'createExport', auth: 'user', grants: ['table:read', 'table:write', 'exports:write'] },
  { method: 'POST', path: '/api/billing/checkout', feature: 'billing', handler: 'createCheckout', auth: 'user', grants: billing },
  { method: 'POST', path: '/api/billing/portal', feature: 'billing', handler: 'createPortal', auth: 'user', grants: billing },
  { method: 'GET', path: '/api/billing/sessions/{id}', feature: 'billing', handler: 'getCheckoutSession', auth: 'user', grants: billing },
  // Stripe calls this with no token; the signature over the raw body is the authentication.
  { method: 'POST', path: '/api/billing/webhook', feature: 'billing', handler: 'receiveWebhook', auth: 'public', grants: billing, rawBody: true },
  { method: 'GET', path: '/api/saved-searches', feature: 'saved-searches', handler: 'listSavedSearches', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'POST', path: '/api/saved-searches', feature: 'saved-searches', handler: 'saveSearch', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'DELETE', path: '/api/saved-searches/{id}', feature: 'saved-searches', handler: 'deleteSavedSearch', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'PATCH', path: '/api/saved-searches/{id}/alerts', feature: 'saved-searches', handler: 'updateSavedSearchAlerts', auth: 'user', grants: ['table:read', 'table:write'] },
  // Digest links and mail clients' one-click POSTs (RFC 8058, a form body, hence raw); the token is verified with the keyring.
  { method: 'POST', path: '/api/alerts/unsubscribe', feature: 'saved-searches', handler: 'unsubscribeAlerts', auth: 'public', grants: ['table:read', 'table:write', 'keyring'], rawBody: true },
  { method: 'GET', path: '/api/lists', feature: 'lists', handler: 'listLists', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'POST', path: '/api/lists', feature: 'lists', handler: 'createList', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'GET', path: '/api/lists/{id}', feature: 'lists', handler: 'getList', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'PATCH', path: '/api/lists/{id}', feature: 'lists', handler: 'updateList', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'DELETE', path: '/api/lists/{id}', feature: 'lists', handler: 'deleteList', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'POST', path: '/api/lists/{id}/physicians', feature: 'lists', handler: 'addPhysicians', auth: 'user', grants: ['table:read', 'table:write'] },
  // Issue 24: one action (status, move, copy, remove) on the ticked members or all of a list minus some.
  { method: 'POST', path: '/api/lists/{id}/physicians/bulk', feature: 'lists', handler: 'bulkMembers', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'DELETE', path: '/api/lists/{id}/physicians/{physicianId}', feature: 'lists', handler: 'removePhysician', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'PATCH', path: '/api/lists/{id}/physicians/{physicianId}', feature: 'lists', handler: 'updateMember', auth: 'user', grants: ['table:read', 'table:write'] },
  { method: 'POST', path: '/api/contact-messages', feature: 'contact-form', handler: 'sendContactMessage', auth: 'public', grants: ['table:write', 'mail:send'] },
  // Submissions read the suppression list and mail the confirmation link to the submitted address.
  { method: 'POST', path: '/api/submissions', feature: 'submissions', handler: 'submitResume', auth: 'public', grants: ['table:read', 'table:write', 'mail:send', 'cv:upload'] },
  { method: 'POST', path: '/api/submissions/confirm', feature: 'submissions', handler: 'confirmSubmission', auth: 'public', grants: ['table:read', 'table:write', 'mail:send', 'cv:upload'] },
  { method: 'POST', path: '/api/submissions/cv-uploads', feature: 'submissions', handler: 'createCvUpload', auth: 'public', grants: ['table:read', 'table:write', 'mail:send', 'cv:upload'] },
  // Removal deletes profiles from the index itself as well as through the stream, so the answer is true at once.
  { method: 'POST', path: '/api/removal-requests', feature: 'removal', handler: 'requestRemoval', auth: 'public', grants: removal },
  { method: 'POST', path: '/api/removal-requests/confirm', feature: 'removal', handler: 'confirmRemoval', auth: 'public', grants: removal },
  { method: 'GET', path: '/api/admin/submissions', feature: 'admin', handler: 'listSubmissions', auth: 'admin', grants: admin },
  { method: 'POST', path: '/api/admin/submissions/bulk', feature: 'admin', handler: 'decideSubmissions', auth: 'admin', grants: admin },
  { method: 'POST', path: '/api/admin/submissions/{id}/approve', feature: 'admin', handler: 'approveSubmission', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/submissions/{id}/cv', feature: 'admin', handler: 'getSubmissionCv', auth: 'admin', grants: admin },
  { method: 'POST', path: '/api/admin/submissions/{id}/reject', feature: 'admin', handler: 'rejectSubmission', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/users', feature: 'admin', handler: 'listUsers', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/overview', feature: 'admin', handler: 'getAdminOverview', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/physicians/{id}/export', feature: 'admin', handler: 'exportPhysicianProfile', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/contact-reports', feature: 'admin', handler: 'listContactReports', auth: 'admin', grants: admin },
  { method: 'POST', path: '/api/admin/physicians/{id}/contact-status', feature: 'admin', handler: 'setContactStatus', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/physicians/{id}/contact-history', feature: 'admin', handler: 'getContactHistory', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/openapi.json', feature: 'meta', handler: 'getOpenApi', auth: 'public', grants: [] },
  // Issue 25, the physician's own page: no account; the mailed link opens a short profile session (x-profile-session), checked by the handlers.
  { method: 'POST', path: '/api/profile-access', feature: 'profile', handler: 'requestProfileAccess', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile-access/confirm', feature: 'profile', handler: 'confirmProfileAccess', auth: 'public', grants: profile },
  { method: 'GET', path: '/api/profile', feature: 'profile', handler: 'getProfile', auth: 'public', grants: profile },
  { method: 'GET', path: '/api/profile/export', feature: 'profile', handler: 'exportProfile', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/contact-visibility', feature: 'profile', handler: 'setContactVisibility', auth: 'public', grants: profile },
  { method: 'DELETE', path: '/api/profile/session', feature: 'profile', handler: 'endProfileSession', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/corrections', feature: 'profile', handler: 'correctProfileFields', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/phone', feature: 'profile', handler: 'replacePhone', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/email-change', feature: 'profile', handler: 'requestEmailChange', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/email-change/confirm', feature: 'profile', handler: 'confirmEmailChange', auth: 'public', grants: profile },
  { method: 'GET', path: '/api/profile/intent', feature: 'profile', handler: 'getIntent', auth: 'public', grants: profile },
  { method: 'POST', path: '/api/profile/intent', feature: 'profile', handler: 'saveIntent', auth: 'public', grants: profile },
  { method: 'DELETE', path: '/api/profile/intent', feature: 'profile', handler: 'withdrawIntent', auth: 'public', grants: profile },
  // Issue 25 item 5: the physician's own CV in the private bucket (signs the PUT, checks, moves and deletes files).
  { method: 'POST', path: '/api/profile/cv-uploads', feature: 'profile', handler: 'createProfileCvUpload', auth: 'public', grants: profileCv },
  { method: 'PUT', path: '/api/profile/cv', feature: 'profile', handler: 'putProfileCv', auth: 'public', grants: profileCv },
  { method: 'DELETE', path: '/api/profile/cv', feature: 'profile', handler: 'deleteProfileCv', auth: 'public', grants: profileCv },
  { method: 'DELETE', path: '/api/admin/physicians/{id}/profile-session', feature: 'admin', handler: 'revokeProfileSession', auth: 'admin', grants: admin },
  { method: 'GET', path: '/api/admin/physicians/{id}/profile-changes', feature: 'admin', handler: 'listProfileChanges', auth: 'admin', grants: admin },
  { method: 'POST', path: '/api/admin/physicians/{id}/profile-changes/{changeId}/revert', feature: 'admin', handler: 'revertProfileChange', auth: 'admin', grants: admin },
  // Issue 26: the caller's own team only (the team id never comes from the request); roles are checked by the handlers.
  { method: 'POST', path: '/api/team', feature: 'teams', handler: 'createTeam', auth: 'user', grants: teams },
  { method: 'GET', path: '/api/team', feature: 'teams', handler: 'getTeam', auth: 'user', grants: teams },
  { method: 'PATCH', path: '/api/team', feature: 'teams', handler: 'updateTeam', auth: 'user', grants: teams },
  { method: 'POST', path: '/api/team/invitations', feature: 'teams', handler: 'inviteMember', auth: 'user', grants: teams },
  { method: 'POST', path: '/api/team/invitations/{id}/resend', feature: 'teams', handler: 'resendInvitation', auth: 'user', grants: teams },
  { method: 'DELETE', path: '/api/team/invitations/{id}', feature: 'teams', handler: 'revokeInvitation', auth: 'user', grants: teams },
  { method: 'POST', path: '/api/team/join', feature: 'teams', handler: 'acceptInvitation', auth: 'user', grants: teams },
  { method: 'PATCH', path: '/api/team/members/{userId}', feature: 'teams', handler: 'setMemberRole', auth: 'user', grants: teams },
  { method: 'DELETE', path: '/api/team/members/{userId}', feature: 'teams', handler: 'deactivateMember', auth: 'user', grants: teams },
  // Issue 26 items 3 and 5: members' own limits and the team's activity log (owner and admins; the handlers check the role).
  { method: 'GET', path: '/api/team/limits', feature: 'teams', handler: 'getTeamLimits', auth: 'user', grants: teams },
  { method: 'PATCH', path: '/api/team/members/{userId}/limits', feature: 'teams', handler: 'setMemberLimits', auth: 'user', grants: teams },
  { method: 'GET', path: '/api/team/activity', feature: 'teams', handler: 'listTeamActivity', auth: 'user', grants: teams },
  { method: 'GET', path: '/api/team/activity/export', feature: 'teams', handler: 'downloadTeamActivity', auth: 'user', grants: teams },
  // Item 4: the owner hands the team to an admin; anyone but the owner may leave.
  { method: 'POST', path: '/api/team/owner', feature: 'teams', handler: 'transferOwnership', auth: 'user', grants: teams },
  { method: 'POST', path: '/api/team/leave', feature: 'teams', handler: 'leaveTeam', auth: 'user', grants: teams },
  // Item 2: the team plan is bought and resized in Stripe, so by the billing function (the only one with Stripe's key).
  { method: 'POST', path: '/api/team/checkout', feature: 'billing', handler: 'createTeamCheckout', auth: 'user', grants: billing },
  { method: 'POST', path: '/api/team/seats', feature: 'billing', handler: 'updateTeamSeats', auth: 'user', grants: billing },
];

export const routesOf = (feature: Feature): Route[] => routes.filter((r) => r.feature === feature);

export const grantsOf = (feature: Feature): Grant[] => [...new Set(routesOf(feature).flatMap((r) => r.grants))].sort();
