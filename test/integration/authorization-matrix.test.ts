import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../functions/core/ids';
import { stripePriceOf } from '../../functions/core/plans';
import { LISTS_MAX, LIST_MEMBERS_MAX } from '../../functions/core/schemas/lists';
import type { Me } from '../../functions/core/schemas/me';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { SAVED_SEARCHES_MAX } from '../../functions/core/schemas/saved-searches';
import { type Route, routes } from '../../functions/routes';
import { viewerHeaders } from '../support/clients';
import { type SampleFixtures, routeKeys, sampleFor } from '../support/route-samples';
import { api, tokenOf } from '../support/stack';
import { type MatrixTeam, joinTeam, matrixTeam, newTeam, otherTeamOwner, pendingInvitation } from '../support/team-fixtures';
import { makeUser, stackDeps } from '../support/users';
import { type MatrixPrincipal, type StatusRow, expectedStatus, matrixPrincipals } from './authorization-matrix.expected';
import { inLanes } from '../support/in-lanes';

/**
 * Issue 9's authorization matrix: every route of functions/routes.ts, called
 * once by each kind of caller with a valid request, against the expected
 * table in authorization-matrix.expected.ts (who calls with what is
 * described there). Calls run in parallel; each makes its own fixtures, so
 * no cell depends on another.
 */

interface Caller {
  readonly id: string;
  readonly email: string;
  readonly token: string;
}

const keyOf = (r: Route) => `${r.method} ${r.path}`;

let callers: Record<Exclude<MatrixPrincipal, 'anonymous'>, Caller>;
let physicianId: string;

const seeded = async (label: string): Promise<Caller> => {
  const token = await tokenOf(label);
  const me = await api<Me>('/api/me', { token });
  return { id: me.body.id, email: me.body.email, token };
};

beforeAll(async () => {
  const [free, basic, premium, other, demo, admin, search] = await Promise.all([
    makeUser(),
    makeUser({ tier: 'basic' }),
    makeUser({ tier: 'premium' }),
    makeUser({ tier: 'premium' }),
    seeded('demo'),
    seeded('admin'),
    api<PhysicianSearchResult>('/api/physicians'),
  ]);
  // Issue 26: a premium owner's team with a free admin and a free member; another team's premium owner.
  const d = await stackDeps();
  const [teamOwner, teamAdmin, teamMember, otherTeam] = await Promise.all([makeUser({ tier: 'premium' }), makeUser(), makeUser(), otherTeamOwner()]);
  const teamId = await newTeam(d, teamOwner);
  await Promise.all([joinTeam(d, teamId, teamAdmin, 'admin'), joinTeam(d, teamId, teamMember, 'member')]);
  callers = { free, basic, premium, demo, admin, other, teamAdmin, teamMember, otherTeam };
  // One with a phone: the contact-report sample reports its phone.
  physicianId = (search.body.items.find((p) => p.hasPhone) ?? search.body.items[0]!).id;
  // `other` owns things of its own, so its 404s come from ownership, not from owning nothing.
  await ownedFixtures('/api/lists/{id}', other);
  await ownedFixtures('/api/saved-searches/{id}', other);
});

/** What the route's path needs, created for `owner`; everything else is an id that exists nowhere. */
const ownedFixtures = async (path: string, owner: Caller): Promise<SampleFixtures> => {
  const d = await stackDeps();
  const now = d.now();
  const at = now.toISOString();
  const fixtures = {
    listId: `list_none_${randomUUID().slice(0, 8)}`,
    savedSearchId: `search_none_${randomUUID().slice(0, 8)}`,
    physicianId,
    // Never a real submission: the matrix must not publish a profile.
    submissionId: `sub_none_${randomUUID().slice(0, 8)}`,
    checkoutSessionId: `cs_none_${randomUUID().replace(/-/g, '')}`,
  };
  if (path.startsWith('/api/lists/{id}')) {
    fixtures.listId = newId(now);
    if (!(await d.lists.create({ id: fixtures.listId, userId: owner.id, name: 'Matrix list', description: null, createdAt: at, updatedAt: at }, LISTS_MAX))) {
      throw new Error(`${owner.email} has ${LISTS_MAX} lists already`);
    }
    await d.lists.addMembers(owner.id, fixtures.listId, [physicianId], at, LIST_MEMBERS_MAX);
  }
  if (path.startsWith('/api/saved-searches/{id}')) {
    fixtures.savedSearchId = newId(now);
    const saved = await d.savedSearches.create({ id: fixtures.savedSearchId, userId: owner.id, name: 'Matrix search', createdAt: at, searchParams: { state: 'MA' } }, SAVED_SEARCHES_MAX);
    if (!saved) throw new Error(`${owner.email} has ${SAVED_SEARCHES_MAX} saved searches already`);
  }
  if (path === '/api/billing/sessions/{id}') {
    const customerId = await d.billing.createCustomer(owner);
    const session = await d.billing.createCheckout({ customerId, userId: owner.id, stripePriceId: stripePriceOf(d.config, 'price_monthly'), successUrl: 'http://localhost/success', cancelUrl: 'http://localhost/pricing' });
    fixtures.checkoutSessionId = session.id;
  }
  return fixtures;
};

/** The caller's own state a route reads without naming it by id. */
const prepareCaller = async (path: string, caller: Caller): Promise<void> => {
  if (path === '/api/physicians/{id}/contact-reports' && caller !== callers.free && caller !== callers.demo) {
    // Reporting needs a reveal of that physician in the log; free and demo cannot reveal, so they have none.
    const d = await stackDeps();
    await d.activity.logReveal({ userId: caller.id, physicianId, at: d.now().toISOString() });
  }
  if (path === '/api/billing/portal') {
    // A linked Stripe customer, so the portal's answer does not depend on whether the checkout cell ran first.
    const d = await stackDeps();
    await d.ledger.linkCustomer(caller, await d.billing.createCustomer(caller), d.now().toISOString());
  }
};

/** A fresh caller of the principal's kind, where the call would change the caller (creating or joining a team). */
const freshCaller = async (principal: 'free' | 'basic' | 'premium' | 'demo' | 'admin' | 'other'): Promise<Caller> => {
  if (principal === 'demo' || principal === 'admin') return makeUser({ groups: [principal] });
  return makeUser(principal === 'free' ? {} : { tier: principal === 'basic' ? 'basic' : 'premium' });
};

/**
 * Issue 26: one fresh team per team route (its admin and member are that route's teamAdmin and teamMember; the
 * others aim at its ids). Only creating and joining change a caller outside a team, so those two use fresh callers.
 */
const teamsByRoute = new Map<string, Promise<MatrixTeam>>();
const teamCell = async (route: Route, principal: MatrixPrincipal): Promise<{ caller: Caller | undefined; fixtures: SampleFixtures }> => {
  const d = await stackDeps();
  const key = keyOf(route);
  if (!teamsByRoute.has(key)) teamsByRoute.set(key, matrixTeam());
  const team = await teamsByRoute.get(key)!;
  const changesCaller = key === 'POST /api/team' || key === 'POST /api/team/join' || key === 'POST /api/team/checkout';
  const caller =
    principal === 'anonymous' ? undefined
    : principal === 'teamAdmin' ? team.admin
    : principal === 'teamMember' ? team.member
    : principal === 'otherTeam' || !changesCaller ? callers[principal]
    : await freshCaller(principal);
  const invitationToken = caller && key === 'POST /api/team/join' ? (await pendingInvitation(d, team.teamId, caller.email)).token : undefined;
  const fixtures = { ...(await ownedFixtures(route.path, callers.premium)), invitationId: team.invitationId, teamMemberId: team.target.id, ...(invitationToken ? { invitationToken } : {}) };
  return { caller, fixtures };
};

const statusOf = async (route: Route, principal: MatrixPrincipal): Promise<number> => {
  if (route.path.startsWith('/api/team')) {
    const { caller, fixtures } = await teamCell(route, principal);
    return send(route, caller, sampleFor(keyOf(route), fixtures));
  }
  const caller = principal === 'anonymous' ? undefined : callers[principal];
  // `other` (and anonymous, who owns nothing) aim at premium's things.
  const owner = principal === 'anonymous' || principal === 'other' ? callers.premium : caller!;
  const sample = sampleFor(keyOf(route), await ownedFixtures(route.path, owner));
  if (caller) await prepareCaller(route.path, caller);
  return send(route, caller, sample);
};

const send = async (route: Route, caller: Caller | undefined, sample: ReturnType<typeof sampleFor>): Promise<number> => {
  const query = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const res = await api(`${sample.path}${query}`, {
    method: route.method,
    ...(caller ? { token: caller.token } : {}),
    ...(sample.body !== undefined ? { body: sample.body } : {}),
    ...(sample.rawBody !== undefined ? { rawBody: sample.rawBody } : {}),
    // Public routes rate-limit per client: every call comes from a client of its own.
    headers: { ...sample.headers, ...viewerHeaders() },
  });
  return res.status;
};

/** The whole matrix as text, a mismatched cell shown as `actual≠expected`. */
const render = (actual: Map<string, StatusRow>): string => {
  const width = Math.max(...routeKeys.map((k) => k.length));
  const head = ['route'.padEnd(width), ...matrixPrincipals.map((p) => p.padStart(9))].join(' ');
  const rows = routeKeys.map((key) => {
    const got = actual.get(key)!;
    const want = expectedStatus[key];
    const cells = matrixPrincipals.map((p) => (want && want[p] === got[p] ? String(got[p]) : `${got[p]}≠${want?.[p] ?? '—'}`).padStart(9));
    return [key.padEnd(width), ...cells].join(' ');
  });
  return [head, ...rows].join('\n');
};

describe('authorization matrix', () => {
  it('has exactly one expected row per route of routes.ts', () => {
    const rows = Object.keys(expectedStatus);
    expect(routeKeys.filter((k) => !rows.includes(k)), 'routes without a row in authorization-matrix.expected.ts').toEqual([]);
    expect(rows.filter((k) => !routeKeys.includes(k)), 'rows without a route in routes.ts').toEqual([]);
  });

  it('answers every route with the expected status for every caller', { timeout: 180_000 }, async () => {
    const rows = await inLanes(routes, 6, async (route) => {
      const statuses = await Promise.all(matrixPrincipals.map((p) => statusOf(route, p)));
      return [keyOf(route), Object.fromEntries(matrixPrincipals.map((p, i) => [p, statuses[i]!])) as Record<MatrixPrincipal, number>] as const;
    });
    const actual = new Map<string, StatusRow>(rows);
    const mismatches = routeKeys.flatMap((key) =>
      matrixPrincipals.filter((p) => expectedStatus[key]?.[p] !== actual.get(key)?.[p]).map((p) => `${key} as ${p}`),
    );
    expect(mismatches, `\n${render(actual)}\n`).toEqual([]);
  });
});
