/**
 * The expected HTTP status of every route of functions/routes.ts for every
 * kind of caller, as the handlers answer TODAY (issue 9). The matrix test
 * (authorization-matrix.test.ts) sends one valid request per route
 * (test/support/route-samples.ts) and fails on any cell that differs, on a
 * route without a row and on a row without a route.
 *
 * Who calls, and with whose ids:
 * - anonymous: no token.
 * - free, basic, premium: fresh users (no subscription, basic, premium).
 * - demo, admin: the seeded demo and admin accounts.
 * - other: a second premium user who owns lists and saved searches of their
 *   own but calls with premium's ids: owner-scoped routes must answer 404.
 * - teamAdmin, teamMember: free users who joined a premium owner's team as
 *   admin and member (issue 26): outside the team routes they have the
 *   owner's plan, so they answer as premium does.
 * - otherTeam: the premium owner of another team (all powers in theirs);
 *   on the team routes it aims at the first team's invitation and member ids.
 * On the team routes each route has a fresh team (its admin and member are
 * that route's teamAdmin and teamMember) holding a pending invitation and a
 * member to act on; creating and joining use fresh callers of each kind, so
 * no cell changes another.
 * Every signed-in caller but `other` acts on fixtures it owns (a list holding
 * one physician, a saved search, a checkout session, a Stripe customer), made
 * fresh for each call. Submission ids never exist, so nothing is approved.
 */

export const matrixPrincipals = ['anonymous', 'free', 'basic', 'premium', 'demo', 'admin', 'other', 'teamAdmin', 'teamMember', 'otherTeam'] as const;
export type MatrixPrincipal = (typeof matrixPrincipals)[number];
export type StatusRow = Readonly<Record<MatrixPrincipal, number>>;
type TeamPrincipal = 'teamAdmin' | 'teamMember' | 'otherTeam';
/** A row that leaves the team principals out answers for them as for premium (they have a premium owner's plan). */
type Row = Readonly<Record<Exclude<MatrixPrincipal, TeamPrincipal>, number> & Partial<Record<TeamPrincipal, number>>>;

/** One status for everybody (public routes whose answer does not depend on the caller). */
const all = (status: number): StatusRow => ({ anonymous: status, free: status, basic: status, premium: status, demo: status, admin: status, other: status, teamAdmin: status, teamMember: status, otherTeam: status });

/** Admin group only: the admin's status after the access check, everybody else 401/403. */
const adminOnly = (admin: number): StatusRow => ({ anonymous: 401, free: 403, basic: 403, premium: 403, demo: 403, admin, other: 403, teamAdmin: 403, teamMember: 403, otherTeam: 403 });

/** A team route: nobody outside a team has one (404), whatever else they may do. */
const inTeam = (team: Pick<StatusRow, TeamPrincipal>): StatusRow => ({ anonymous: 401, free: 404, basic: 404, premium: 404, demo: 404, admin: 404, other: 404, ...team });

const rows: Readonly<Record<string, Row>> = {
  // Free and anonymous callers are served a limited first page (visibleLimit 20), not refused.
  'GET /api/physicians': all(200),
  // Select All: premium; admin and demo pass the paywall (access.ts).
  'GET /api/physicians/ids': { anonymous: 401, free: 402, basic: 402, premium: 200, demo: 200, admin: 200, other: 200 },
  'GET /api/specialties': all(200),
  'GET /api/physicians/{id}': all(200),
  'POST /api/physicians/{id}/contact': { anonymous: 401, free: 402, basic: 200, premium: 200, demo: 403, admin: 200, other: 200 },
  // The reveal's check (issue 25 item 5); the sample physician has no CV on file, so those let through get 404.
  'POST /api/physicians/{id}/cv': { anonymous: 401, free: 402, basic: 404, premium: 404, demo: 403, admin: 404, other: 404 },
  // Only who revealed the physician may report (the matrix logs a reveal for every caller but free and demo): free never did (403); demo never may.
  'POST /api/physicians/{id}/contact-reports': { anonymous: 401, free: 403, basic: 201, premium: 201, demo: 403, admin: 201, other: 201 },
  'GET /api/me/usage': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  // The caller's own marks only: `other` asking about premium's physician gets its own (empty) answer, never premium's.
  'GET /api/me/marks': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  'GET /api/me': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  'PATCH /api/me/profile': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 200 },
  'GET /api/exports': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  'POST /api/exports': { anonymous: 401, free: 402, basic: 200, premium: 200, demo: 403, admin: 200, other: 200 },
  // The sample asks for the monthly plan: basic already has it (409); premium has no Stripe subscription yet, so it gets a checkout.
  'POST /api/billing/checkout': { anonymous: 401, free: 200, basic: 409, premium: 200, demo: 403, admin: 200, other: 200 },
  'POST /api/billing/portal': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 200 },
  'GET /api/billing/sessions/{id}': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 404 },
  // Unsigned: the signature is the only authentication, so everybody gets 400.
  'POST /api/billing/webhook': all(400),
  'GET /api/saved-searches': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  'POST /api/saved-searches': { anonymous: 401, free: 201, basic: 201, premium: 201, demo: 403, admin: 201, other: 201 },
  'DELETE /api/saved-searches/{id}': { anonymous: 401, free: 204, basic: 204, premium: 204, demo: 204, admin: 204, other: 404 },
  // Turning daily alerts on: a paid plan or admin; free 402, demo 403; someone else's search 404.
  'PATCH /api/saved-searches/{id}/alerts': { anonymous: 401, free: 402, basic: 200, premium: 200, demo: 403, admin: 200, other: 404 },
  // A well-formed token with a signature we never made.
  'POST /api/alerts/unsubscribe': all(400),
  'GET /api/lists': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 200 },
  'POST /api/lists': { anonymous: 401, free: 402, basic: 201, premium: 201, demo: 403, admin: 201, other: 201 },
  'GET /api/lists/{id}': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 200, admin: 200, other: 404 },
  'PATCH /api/lists/{id}': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 404 },
  'DELETE /api/lists/{id}': { anonymous: 401, free: 204, basic: 204, premium: 204, demo: 204, admin: 204, other: 404 },
  'POST /api/lists/{id}/physicians': { anonymous: 401, free: 402, basic: 200, premium: 200, demo: 403, admin: 200, other: 404 },
  // Setting a status needs no plan (as one member's PATCH); move and copy need Add to List's (lists-bulk-api.test.ts).
  'POST /api/lists/{id}/physicians/bulk': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 404 },
  'DELETE /api/lists/{id}/physicians/{physicianId}': { anonymous: 401, free: 204, basic: 204, premium: 204, demo: 204, admin: 204, other: 404 },
  // Status and note: like renaming a list, no plan needed (a lapsed subscriber keeps the pipeline current); never in demo.
  'PATCH /api/lists/{id}/physicians/{physicianId}': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 404 },
  'POST /api/contact-messages': all(202),
  'POST /api/submissions': all(201),
  // A token that was never issued.
  'POST /api/submissions/confirm': all(400),
  'POST /api/submissions/cv-uploads': all(201),
  // 202 whether or not the address is known (no enumeration).
  'POST /api/removal-requests': all(202),
  // A token that was never issued.
  'POST /api/removal-requests/confirm': all(400),
  'GET /api/admin/submissions': adminOnly(200),
  // Rejecting an id that does not exist: 200 with the failure reported per id.
  'POST /api/admin/submissions/bulk': adminOnly(200),
  // Ids that do not exist, so the admin's call is 404 and nothing is published.
  'POST /api/admin/submissions/{id}/approve': adminOnly(404),
  'POST /api/admin/submissions/{id}/reject': adminOnly(404),
  'GET /api/admin/submissions/{id}/cv': adminOnly(404),
  'GET /api/admin/users': adminOnly(200),
  'GET /api/admin/overview': adminOnly(200),
  'GET /api/admin/physicians/{id}/export': adminOnly(200),
  'GET /api/admin/contact-reports': adminOnly(200),
  // A physician id that does not exist, so no seeded contact is marked invalid: the admin's call is 404.
  'POST /api/admin/physicians/{id}/contact-status': adminOnly(404),
  'GET /api/admin/physicians/{id}/contact-history': adminOnly(200),
  'GET /api/openapi.json': all(200),
  // Issue 25: public, the same for every caller; the page's routes need a profile session (mailed proof), never a Cognito token.
  'POST /api/profile-access': all(202),
  'POST /api/profile-access/confirm': all(400),
  'GET /api/profile': all(401),
  'GET /api/profile/export': all(401),
  'POST /api/profile/contact-visibility': all(401),
  'DELETE /api/profile/session': all(401),
  'GET /api/profile/intent': all(401),
  'POST /api/profile/intent': all(401),
  'DELETE /api/profile/intent': all(401),
  'POST /api/profile/cv-uploads': all(401),
  'PUT /api/profile/cv': all(401),
  'DELETE /api/profile/cv': all(401),
  'DELETE /api/admin/physicians/{id}/profile-session': adminOnly(204),
  'POST /api/profile/corrections': all(401),
  'POST /api/profile/phone': all(401),
  'POST /api/profile/email-change': all(401),
  'POST /api/profile/email-change/confirm': all(401),
  'GET /api/admin/physicians/{id}/profile-changes': adminOnly(200),
  // An entry that does not exist: nothing of a seeded profile is reverted.
  'POST /api/admin/physicians/{id}/profile-changes/{changeId}/revert': adminOnly(404),
  // Issue 26. Creating: a subscriber in no team (demo never); in a team already: 409; the admin group has no subscription of its own here: 402.
  'POST /api/team': { anonymous: 401, free: 402, basic: 201, premium: 201, demo: 403, admin: 402, other: 201, teamAdmin: 409, teamMember: 409, otherTeam: 409 },
  'GET /api/team': inTeam({ teamAdmin: 200, teamMember: 200, otherTeam: 200 }),
  // Name, domain, seats: the owner only; otherTeam owns its own team, which is the only one it can name.
  'PATCH /api/team': inTeam({ teamAdmin: 403, teamMember: 403, otherTeam: 200 }),
  'POST /api/team/invitations': inTeam({ teamAdmin: 201, teamMember: 403, otherTeam: 201 }),
  // The first team's invitation: its admin may, its member may not, another team's owner does not find it.
  'POST /api/team/invitations/{id}/resend': inTeam({ teamAdmin: 200, teamMember: 403, otherTeam: 404 }),
  'DELETE /api/team/invitations/{id}': inTeam({ teamAdmin: 204, teamMember: 403, otherTeam: 404 }),
  // An invitation to the caller's own address: joins whoever is in no team (demo never); one team per user (409).
  'POST /api/team/join': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 200, teamAdmin: 409, teamMember: 409, otherTeam: 409 },
  // Roles: the owner only.
  'PATCH /api/team/members/{userId}': inTeam({ teamAdmin: 403, teamMember: 403, otherTeam: 404 }),
  'DELETE /api/team/members/{userId}': inTeam({ teamAdmin: 204, teamMember: 403, otherTeam: 404 }),
  // Items 3 and 5: the activity log and members' limits are the owner's and admins'; another team's owner reads only its own log, and does not find the first team's member.
  'GET /api/team/limits': inTeam({ teamAdmin: 200, teamMember: 403, otherTeam: 200 }),
  'PATCH /api/team/members/{userId}/limits': inTeam({ teamAdmin: 200, teamMember: 403, otherTeam: 404 }),
  'GET /api/team/activity': inTeam({ teamAdmin: 200, teamMember: 403, otherTeam: 200 }),
  'GET /api/team/activity/export': inTeam({ teamAdmin: 200, teamMember: 403, otherTeam: 200 }),
  // Item 4: the owner only; the first team's member id is not in otherTeam's team (404); a member (not an admin) cannot become owner (409 for the owner).
  'POST /api/team/owner': inTeam({ teamAdmin: 403, teamMember: 403, otherTeam: 404 }),
  // Anyone in a team but its owner leaves; otherTeam owns its team (409: hand it over first).
  'POST /api/team/leave': inTeam({ teamAdmin: 204, teamMember: 204, otherTeam: 409 }),
  // Item 2: anyone in no team buys the team plan for a new team (demo never); in a team, its owner only (otherTeam: its own).
  'POST /api/team/checkout': { anonymous: 401, free: 200, basic: 200, premium: 200, demo: 403, admin: 200, other: 200, teamAdmin: 403, teamMember: 403, otherTeam: 200 },
  // Seats of a live team plan, owner only; otherTeam's team has none (409).
  'POST /api/team/seats': inTeam({ teamAdmin: 403, teamMember: 403, otherTeam: 409 }),
};

export const expectedStatus: Readonly<Record<string, StatusRow>> = Object.fromEntries(
  Object.entries(rows).map(([k, r]) => [k, { teamAdmin: r.premium, teamMember: r.premium, otherTeam: r.premium, ...r }]),
);
