import fc from 'fast-check';
import type { z } from 'zod';
import type { Endpoint } from '../../functions/http/endpoint';
import type { Route } from '../../functions/routes';
import { clientFetch, viewerHeaders } from '../support/clients';
import { type SampleFixtures, sampleFor } from '../support/route-samples';
import { api, stack } from '../support/stack';
import { makeUser } from '../support/users';
import { type Exchange, type FuzzResponse, contractProblems, describeExchange } from './contract';
import { allow } from './effects';
import { type Mutation, mutationsFor } from './mutations';
import { type Caller, type FuzzRequest, buildRequest } from './request';
import { type Observers, type Snapshot, noAllowance, snapshot, unexplainedChanges } from './state';

export interface FuzzOptions {
  /** Cases per route (each sent anonymously and as the authorized caller). */
  readonly cases: number;
  /** Cases sent concurrently between two state snapshots. */
  readonly batch: number;
  readonly seed: number;
}

export interface FuzzStats {
  readonly requests: number;
  readonly statuses: Record<number, number>;
}

/** The documented success body of every handler, by handler name, read from the features' endpoints. */
export const responseSchemas = async (routes: readonly Route[]): Promise<Map<string, z.ZodType | undefined>> => {
  const out = new Map<string, z.ZodType | undefined>();
  for (const feature of new Set(routes.map((r) => r.feature))) {
    const mod = (await import(`../../functions/${feature}/endpoints.ts`)) as { endpoints: Record<string, Endpoint> };
    for (const [name, e] of Object.entries(mod.endpoints)) out.set(name, e.response);
  }
  return out;
};

/** Ids the samples point at. The submission and checkout ids exist nowhere, so no fuzzed approval or checkout can ever act. */
interface World {
  readonly fixtures: SampleFixtures & { listId: string; savedSearchId: string };
  readonly observers: Observers;
  before: Snapshot;
}

const must = async <T>(res: Promise<{ status: number; body: T }>, what: string): Promise<T> => {
  const r = await res;
  if (r.status >= 300) throw new Error(`Fixture ${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
};

/** Puts back the list (holding the sample physician) and the saved search a successful fuzzed DELETE took away. */
const restoreFixtures = async (world: World): Promise<boolean> => {
  const { fixtures: f, observers, before } = world;
  const token = observers.userToken;
  let changed = false;
  const list = before.resources.get(`list:${f.listId}`);
  if (!list) {
    f.listId = (await must(api<{ id: string }>('/api/lists', { method: 'POST', token, body: { name: 'Fuzz list' } }), 'list')).id;
    changed = true;
  }
  if (!list || !(JSON.parse(list) as { members: string[] }).members.includes(f.physicianId)) {
    await must(api(`/api/lists/${f.listId}/physicians`, { method: 'POST', token, body: { physicianIds: [f.physicianId] } }), 'list member');
    changed = true;
  }
  if (!before.resources.has(`savedSearch:${f.savedSearchId}`)) {
    const body = { name: 'Fuzz search', searchParams: { specialty: ['Cardiology'] } };
    f.savedSearchId = (await must(api<{ id: string }>('/api/saved-searches', { method: 'POST', token, body }), 'saved search')).id;
    changed = true;
  }
  return changed;
};

const newWorld = async (adminToken: string, physicianId: string): Promise<World> => {
  const user = await makeUser({ tier: 'premium' });
  const observers = { userToken: user.token, adminToken };
  const fixtures = { listId: 'none-yet', savedSearchId: 'none-yet', physicianId, submissionId: 'sub_fuzz_never_existed', checkoutSessionId: 'cs_test_fuzz_never_existed' };
  const world: World = { fixtures, observers, before: await snapshot(observers) };
  await restoreFixtures(world);
  world.before = await snapshot(observers);
  return world;
};

const send = async (request: FuzzRequest): Promise<FuzzResponse> => {
  try {
    const res = await clientFetch(`${stack().url}${request.url}`, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, headers: res.headers, text: await res.text() };
  } catch (e) {
    // No answer at all (reset, hang) is as bad as a 5xx.
    return { status: 599, headers: new Headers(), text: `no response: ${(e as Error).message}` };
  }
};

/**
 * Fuzzes one route: `cases` mutated samples, each sent anonymously and as the
 * authorized caller (the admin on admin routes, a fresh premium user
 * otherwise), checking every answer against the contract and, after each
 * batch, that the state moved only as the successes in it explain.
 */
export const fuzzRoute = async (route: Route, response: z.ZodType | undefined, adminToken: string, physicianId: string, o: FuzzOptions): Promise<FuzzStats> => {
  const key = `${route.method} ${route.path}`;
  const world = await newWorld(adminToken, physicianId);
  const callers: { kind: Exchange['caller']; caller: Caller }[] = [
    { kind: 'anonymous', caller: { headers: viewerHeaders } },
    { kind: 'authorized', caller: { token: route.auth === 'admin' ? adminToken : world.observers.userToken, headers: viewerHeaders } },
  ];
  const statuses: Record<number, number> = {};
  let requests = 0;

  const runBatch = async (cases: readonly (readonly Mutation[])[]): Promise<void> => {
    const exchanges = await Promise.all(
      cases.flatMap((mutations) =>
        callers.map(async ({ kind, caller }): Promise<Exchange> => {
          const request = buildRequest(route, sampleFor(key, world.fixtures), mutations, caller);
          const validToken = kind === 'authorized' && !mutations.some((m) => m.kind === 'header' && m.name === 'authorization');
          return { route, caller: kind, validToken, request, response: await send(request) };
        }),
      ),
    );
    const allowed = noAllowance();
    const problems: string[] = [];
    for (const x of exchanges) {
      requests++;
      statuses[x.response.status] = (statuses[x.response.status] ?? 0) + 1;
      allow(allowed, x);
      const found = contractProblems(x, response);
      if (found.length) problems.push(`${found.join('; ')}\n${describeExchange(x)}`);
    }
    const after = await snapshot(world.observers);
    const changes = unexplainedChanges(world.before, after, allowed);
    if (changes.length) problems.push(`partial write: ${changes.join('\n')}\nin a batch of:\n${exchanges.map(describeExchange).join('\n')}`);
    world.before = after;
    if (await restoreFixtures(world)) world.before = await snapshot(world.observers);
    if (problems.length) throw new Error(`${key}:\n${problems.join('\n\n')}`);
  };

  const sample = sampleFor(key, world.fixtures);
  await fc.assert(
    fc.asyncProperty(fc.array(mutationsFor(route, sample), { minLength: o.batch, maxLength: o.batch }), runBatch),
    { numRuns: Math.ceil(o.cases / o.batch), seed: o.seed, verbose: 0 },
  );
  return { requests, statuses };
};
