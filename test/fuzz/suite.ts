import type { z } from 'zod';
import { physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { routes } from '../../functions/routes';
import { viewerHeaders } from '../support/clients';
import { api, tokenOf } from '../support/stack';
import { responseSchemas } from './route-fuzz';

/** What both fuzz files share: FUZZ_RUNS cases per route (100 in `npm test`, 1,000+ in `npm run fuzz`) from a fixed seed. */
export const cases = Number(process.env.FUZZ_RUNS ?? 100);
export const seed = Number(process.env.FUZZ_SEED ?? 20_261_122);
// Cases sent concurrently between two state snapshots: 100 cases are 10 fast-check runs of 10.
export const batch = 10;
// Per route: a few seconds per 100 cases here (far more for admin users and submissions at 1,000), plus room to shrink a failure.
export const timeout = 60_000 + cases * 250;

export type Route = (typeof routes)[number];
export const keyOf = (r: Route) => `${r.method} ${r.path}`;

// cognito-local answers ListUsers with every user and their refresh tokens from its data file, so the
// admin users page slows with every user the suite has made (86 s for 200 requests in a clean-clone
// run): the emulator's cost, not the route's, so it gets room rather than fewer cases, and runs in
// fuzz-admin-users.serial.test.ts, alone, not beside the parallel files that sign users up and in.
export const slowRoutes = new Set(['GET /api/admin/users']);

export interface FuzzContext {
  admin: string;
  physicianId: string;
  schemas: Map<string, z.ZodType | undefined>;
}

/** The admin token, the sample physician (first by name) and the documented response bodies. */
export const fuzzContext = async (): Promise<FuzzContext> => {
  const admin = await tokenOf('admin');
  const schemas = await responseSchemas(routes);
  const first = await api('/api/physicians?sortKey=name', { headers: viewerHeaders() });
  const physicianId = physicianSearchResult.parse(first.body).items[0]?.id ?? 'phy_0000001';
  return { admin, physicianId, schemas };
};
