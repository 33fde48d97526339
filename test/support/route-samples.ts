import { INTENT_CONSENT_VERSION } from '../../functions/core/intent';
import { randomUUID } from 'node:crypto';
import { encodeListCursor } from '../../functions/core/schemas/lists';
import { routes } from '../../functions/routes';

/** Ids of things that exist (or are meant not to), for filling path parameters. */
export interface SampleFixtures {
  /** A list of the caller's (or another user's, to test ownership). */
  readonly listId: string;
  readonly savedSearchId: string;
  /** A seeded physician's id (random: take it from a search result). */
  readonly physicianId: string;
  /** A pending submission, or an id that is not one. */
  readonly submissionId: string;
  readonly checkoutSessionId: string;
  /** Issue 26: a pending invitation of a team, a member of it (not the owner), and a live invitation token for the caller. */
  readonly invitationId?: string;
  readonly teamMemberId?: string;
  readonly invitationToken?: string;
}

export interface SampleRequest {
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** A raw body for raw-body routes (the Stripe webhook). */
  readonly rawBody?: string;
  /** Request headers the route's document declares (the profile session of issue 25). */
  readonly headers?: Readonly<Record<string, string>>;
}

const uniqueEmail = (what: string) => `${what}-${randomUUID()}@example.com`;

/**
 * One VALID request per route of functions/routes.ts, keyed `METHOD path`:
 * what the authorization matrix sends (so a status shows access, not
 * validation) and what the fuzzer mutates. A route added to routes.ts
 * without a sample here fails `sampleFor`.
 */
const samples: Record<string, (f: SampleFixtures) => SampleRequest> = {
  'GET /api/physicians': () => ({ path: '/api/physicians', query: { specialty: 'Cardiology', page: '1' } }),
  'GET /api/physicians/ids': () => ({ path: '/api/physicians/ids', query: { state: 'MA' } }),
  'GET /api/specialties': () => ({ path: '/api/specialties', query: { state: 'MA' } }),
  'GET /api/physicians/{id}': (f) => ({ path: `/api/physicians/${f.physicianId}` }),
  'POST /api/physicians/{id}/contact': (f) => ({ path: `/api/physicians/${f.physicianId}/contact` }),
  'POST /api/physicians/{id}/cv': (f) => ({ path: `/api/physicians/${f.physicianId}/cv` }),
  'POST /api/physicians/{id}/contact-reports': (f) => ({ path: `/api/physicians/${f.physicianId}/contact-reports`, body: { field: 'phone', reason: 'wrong_number', note: 'Reached a pharmacy' } }),
  'GET /api/me/usage': () => ({ path: '/api/me/usage' }),
  'GET /api/me/marks': (f) => ({ path: '/api/me/marks', query: { ids: f.physicianId } }),
  'GET /api/me': () => ({ path: '/api/me' }),
  'PATCH /api/me/profile': () => ({ path: '/api/me/profile', body: { name: 'Sample Recruiter', bio: 'Hiring cardiologists.' } }),
  'GET /api/exports': () => ({ path: '/api/exports' }),
  'POST /api/exports': (f) => ({ path: '/api/exports', body: { physicianIds: [f.physicianId] } }),
  'POST /api/billing/checkout': () => ({ path: '/api/billing/checkout', body: { priceId: 'price_monthly' } }),
  'POST /api/billing/portal': () => ({ path: '/api/billing/portal' }),
  'GET /api/billing/sessions/{id}': (f) => ({ path: `/api/billing/sessions/${f.checkoutSessionId}` }),
  'POST /api/billing/webhook': () => ({ path: '/api/billing/webhook', rawBody: JSON.stringify({ id: 'evt_sample', type: 'customer.created', data: { object: {} } }) }),
  'GET /api/saved-searches': () => ({ path: '/api/saved-searches' }),
  'POST /api/saved-searches': () => ({ path: '/api/saved-searches', body: { name: 'Cardiology in MA', searchParams: { specialty: ['Cardiology'], state: 'MA' } } }),
  'DELETE /api/saved-searches/{id}': (f) => ({ path: `/api/saved-searches/${f.savedSearchId}` }),
  'PATCH /api/saved-searches/{id}/alerts': (f) => ({ path: `/api/saved-searches/${f.savedSearchId}/alerts`, body: { alerts: 'daily' } }),
  'POST /api/alerts/unsubscribe': () => ({ path: '/api/alerts/unsubscribe', query: { token: `user-1.search-1.${'A'.repeat(43)}` } }),
  'GET /api/lists': () => ({ path: '/api/lists' }),
  'POST /api/lists': () => ({ path: '/api/lists', body: { name: 'Sample list', description: 'For the matrix' } }),
  // A cursor past every member's addedAt: the first page, so the fuzzer has a cursor to tamper with.
  'GET /api/lists/{id}': (f) => ({ path: `/api/lists/${f.listId}`, query: { cursor: encodeListCursor({ addedAt: '2999-01-01T00:00:00.000Z', physicianId: f.physicianId }) } }),
  'PATCH /api/lists/{id}': (f) => ({ path: `/api/lists/${f.listId}`, body: { name: 'Renamed list' } }),
  'DELETE /api/lists/{id}': (f) => ({ path: `/api/lists/${f.listId}` }),
  'POST /api/lists/{id}/physicians': (f) => ({ path: `/api/lists/${f.listId}/physicians`, body: { physicianIds: [f.physicianId] } }),
  'POST /api/lists/{id}/physicians/bulk': (f) => ({ path: `/api/lists/${f.listId}/physicians/bulk`, body: { action: 'status', physicianIds: [f.physicianId], status: 'contacted' } }),
  'DELETE /api/lists/{id}/physicians/{physicianId}': (f) => ({ path: `/api/lists/${f.listId}/physicians/${f.physicianId}` }),
  'PATCH /api/lists/{id}/physicians/{physicianId}': (f) => ({ path: `/api/lists/${f.listId}/physicians/${f.physicianId}`, body: { status: 'contacted', note: 'Left a voicemail' } }),
  'POST /api/contact-messages': () => ({ path: '/api/contact-messages', body: { name: 'Sample Sender', email: uniqueEmail('contact'), subject: 'A sample question', message: 'How do enterprise plans work?' } }),
  'POST /api/submissions': () => ({
    path: '/api/submissions',
    body: { firstName: 'Sample', lastName: 'Physician', title: 'Attending Physician', companyName: 'Sample Health', specialty: 'Cardiology', email: uniqueEmail('resume'), phone: '(555) 010-0100', city: 'Boston', state: 'MA' },
  }),
  // A well-formed token that was never issued: refused (400) for everyone, so nothing reaches the admin queue.
  'POST /api/submissions/confirm': () => ({ path: '/api/submissions/confirm', body: { token: 'A'.repeat(43) } }),
  'POST /api/submissions/cv-uploads': () => ({ path: '/api/submissions/cv-uploads', body: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 1000 } }),
  'POST /api/removal-requests': () => ({ path: '/api/removal-requests', body: { email: uniqueEmail('removal') } }),
  // A well-formed token that was never issued: refused (400) for everyone, which is the point.
  'POST /api/removal-requests/confirm': () => ({ path: '/api/removal-requests/confirm', body: { token: 'A'.repeat(43) } }),
  'GET /api/admin/submissions': () => ({ path: '/api/admin/submissions', query: { status: 'pending', page: '1' } }),
  'POST /api/admin/submissions/bulk': (f) => ({ path: '/api/admin/submissions/bulk', body: { action: 'reject', ids: [f.submissionId] } }),
  'POST /api/admin/submissions/{id}/approve': (f) => ({ path: `/api/admin/submissions/${f.submissionId}/approve` }),
  'POST /api/admin/submissions/{id}/reject': (f) => ({ path: `/api/admin/submissions/${f.submissionId}/reject` }),
  'GET /api/admin/submissions/{id}/cv': (f) => ({ path: `/api/admin/submissions/${f.submissionId}/cv` }),
  'GET /api/admin/users': () => ({ path: '/api/admin/users', query: { query: 'example.com' } }),
  'GET /api/admin/overview': () => ({ path: '/api/admin/overview' }),
  'GET /api/admin/physicians/{id}/export': (f) => ({ path: `/api/admin/physicians/${f.physicianId}/export` }),
  'GET /api/admin/contact-reports': () => ({ path: '/api/admin/contact-reports' }),
  // Never a real physician: the matrix and the fuzzer must not take a seeded contact out of the directory.
  'POST /api/admin/physicians/{id}/contact-status': (f) => ({ path: `/api/admin/physicians/phy_none_${f.submissionId.slice(-8)}/contact-status`, body: { field: 'phone', status: 'invalid' } }),
  'GET /api/admin/physicians/{id}/contact-history': (f) => ({ path: `/api/admin/physicians/${f.physicianId}/contact-history` }),
  'GET /api/openapi.json': () => ({ path: '/api/openapi.json' }),
  // Issue 25: an address nobody holds (202, a "nothing held" notice to it); a token never issued (400);
  // the session routes with a well-formed session never issued, which no Cognito token replaces: 401 for everyone.
  'POST /api/profile-access': () => ({ path: '/api/profile-access', body: { email: uniqueEmail('profile') } }),
  'POST /api/profile-access/confirm': () => ({ path: '/api/profile-access/confirm', body: { token: 'A'.repeat(43) } }),
  'GET /api/profile': () => ({ path: '/api/profile', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'GET /api/profile/export': () => ({ path: '/api/profile/export', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/contact-visibility': () => ({ path: '/api/profile/contact-visibility', body: { field: 'phone', hidden: true }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'DELETE /api/profile/session': () => ({ path: '/api/profile/session', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'GET /api/profile/intent': () => ({ path: '/api/profile/intent', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/intent': () => ({
    path: '/api/profile/intent',
    body: { status: 'open', preferredStates: ['AZ'], employmentTypes: ['locums'], availableFrom: '2027-03-01', consent: true, consentVersion: INTENT_CONSENT_VERSION },
    headers: { 'x-profile-session': 'A'.repeat(43) },
  }),
  'DELETE /api/profile/intent': () => ({ path: '/api/profile/intent', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/cv-uploads': () => ({ path: '/api/profile/cv-uploads', body: { fileName: 'cv.pdf', contentType: 'application/pdf', size: 1000 }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'PUT /api/profile/cv': () => ({ path: '/api/profile/cv', body: { uploadId: 'A'.repeat(24) }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'DELETE /api/profile/cv': () => ({ path: '/api/profile/cv', headers: { 'x-profile-session': 'A'.repeat(43) } }),
  // A seeded physician with no live session: ending none is harmless and 204.
  'DELETE /api/admin/physicians/{id}/profile-session': (f) => ({ path: `/api/admin/physicians/${f.physicianId}/profile-session` }),
  // Issue 25, second slice: the page's changes with a session never issued (401 for everyone); the admin's list of a seeded
  // physician (200, read only) and a revert of an entry that does not exist (404: nothing of a seeded profile changes).
  'POST /api/profile/corrections': () => ({ path: '/api/profile/corrections', body: { title: 'DO' }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/phone': () => ({ path: '/api/profile/phone', body: { field: 'phone', phone: '(512) 555-0100' }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/email-change': () => ({ path: '/api/profile/email-change', body: { field: 'personalEmail', email: uniqueEmail('profile-change') }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'POST /api/profile/email-change/confirm': () => ({ path: '/api/profile/email-change/confirm', body: { code: '123456' }, headers: { 'x-profile-session': 'A'.repeat(43) } }),
  'GET /api/admin/physicians/{id}/profile-changes': (f) => ({ path: `/api/admin/physicians/${f.physicianId}/profile-changes` }),
  'POST /api/admin/physicians/{id}/profile-changes/{changeId}/revert': (f) => ({ path: `/api/admin/physicians/${f.physicianId}/profile-changes/1-00000000/revert` }),
  'POST /api/team': () => ({ path: '/api/team', body: { name: 'Sample desk', seats: 3 } }),
  'GET /api/team': () => ({ path: '/api/team' }),
  'PATCH /api/team': () => ({ path: '/api/team', body: { name: 'Renamed desk' } }),
  'POST /api/team/invitations': () => ({ path: '/api/team/invitations', body: { email: uniqueEmail('invited'), role: 'member' } }),
  'POST /api/team/invitations/{id}/resend': (f) => ({ path: `/api/team/invitations/${f.invitationId ?? 'inv_none'}/resend` }),
  'DELETE /api/team/invitations/{id}': (f) => ({ path: `/api/team/invitations/${f.invitationId ?? 'inv_none'}` }),
  'POST /api/team/join': (f) => ({ path: '/api/team/join', body: { token: f.invitationToken ?? 'A'.repeat(43) } }),
  'PATCH /api/team/members/{userId}': (f) => ({ path: `/api/team/members/${f.teamMemberId ?? 'user_none'}`, body: { role: 'admin' } }),
  'DELETE /api/team/members/{userId}': (f) => ({ path: `/api/team/members/${f.teamMemberId ?? 'user_none'}` }),
  'GET /api/team/limits': () => ({ path: '/api/team/limits' }),
  'PATCH /api/team/members/{userId}/limits': (f) => ({ path: `/api/team/members/${f.teamMemberId ?? 'user_none'}/limits`, body: { reveals: 3, exportRows: null } }),
  'GET /api/team/activity': () => ({ path: '/api/team/activity', query: { from: '2026-01-01' } }),
  'GET /api/team/activity/export': () => ({ path: '/api/team/activity/export' }),
  'POST /api/team/owner': (f) => ({ path: '/api/team/owner', body: { userId: f.teamMemberId ?? 'user_none', confirm: true } }),
  'POST /api/team/leave': () => ({ path: '/api/team/leave' }),
  'POST /api/team/checkout': () => ({ path: '/api/team/checkout', body: { seats: 3, name: 'Sample desk' } }),
  'POST /api/team/seats': () => ({ path: '/api/team/seats', body: { seats: 4 } }),
};

export const routeKeys = routes.map((r) => `${r.method} ${r.path}`);

export const sampleFor = (routeKey: string, fixtures: SampleFixtures): SampleRequest => {
  const make = samples[routeKey];
  if (!make) throw new Error(`No sample request for ${routeKey}: add one to test/support/route-samples.ts`);
  return make(fixtures);
};

/** Routes with a sample that no longer exist in routes.ts (kept honest by a test). */
export const staleSampleKeys = (): string[] => Object.keys(samples).filter((k) => !routeKeys.includes(k));
