import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { submissionPage } from '../../functions/core/schemas/submissions';
import { routes } from '../../functions/routes';
import { areas, fuzzArea } from '../fuzz/path-fuzz';
import { type FuzzStats, fuzzRoute } from '../fuzz/route-fuzz';
import { batch, cases, fuzzContext, keyOf, seed, slowRoutes, timeout } from '../fuzz/suite';
import { viewerHeaders } from '../support/clients';
import { api } from '../support/stack';

/**
 * Property-based fuzzing of every route of functions/routes.ts (issue 9) but
 * the slow admin users page (fuzz-admin-users.serial.test.ts):
 * FUZZ_RUNS cases per route (100 in `npm test`, 1,000+ in `npm run fuzz`),
 * from a fixed seed (FUZZ_SEED to vary it; fast-check prints it on failure).
 * It checks the directory and pending-submission totals stay put, so it runs in
 * the parallel `functions` project, where no file adds or removes a physician or
 * confirms a submission (those are `*.serial.test.ts`, run after it), not in
 * `functions-serial`, where it was 60% of the one-lane tail.
 */
const totals = async (admin: string) => {
  const [directory, pending] = await Promise.all([
    api('/api/physicians', { headers: viewerHeaders() }).then((r) => physicianSearchResult.parse(r.body).total),
    api('/api/admin/submissions?status=pending', { token: admin }).then((r) => submissionPage.parse(r.body).total),
  ]);
  return { directory, pending };
};

let admin: string;
let physicianId: string;
let schemas: Map<string, z.ZodType | undefined>;
let start: { directory: number; pending: number };
const stats: Record<string, FuzzStats & { ms: number }> = {};
let successfulSubmissions = 0;

beforeAll(async () => {
  ({ admin, physicianId, schemas } = await fuzzContext());
  // Defensive: an approval from an earlier run or file may still be on its way to the index.
  start = await totals(admin);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 500));
    const again = await totals(admin);
    if (again.directory === start.directory && again.pending === start.pending) break;
    start = again;
  }
});

afterAll(() => {
  const lines = Object.entries(stats).map(([k, s]) => `${k.padEnd(52)} ${String(s.requests).padStart(5)} req ${String(s.ms).padStart(6)} ms ${JSON.stringify(s.statuses)}`);
  console.log(`fuzz: ${cases} cases per route, seed ${seed}\n${lines.join('\n')}`);
});

describe(`fuzzing every route (${cases} cases each, seed ${seed})`, () => {
  const fuzz = async (key: string, route: (typeof routes)[number]) => {
    const began = Date.now();
    const s = await fuzzRoute(route, schemas.get(route.handler), admin, physicianId, { cases, batch, seed });
    stats[key] = { ...s, ms: Date.now() - began };
    if (key === 'POST /api/submissions') successfulSubmissions = s.statuses[201] ?? 0;
    expect(s.requests).toBeGreaterThanOrEqual(cases * 2);
  };
  // The slow ones run in fuzz-admin-users.serial.test.ts.
  it.each(routes.filter((r) => !slowRoutes.has(keyOf(r))).map((r) => [keyOf(r), r] as const))('%s', fuzz, timeout);

  it('left the directory and the pending queue as they were: fuzzed submissions stay unconfirmed', async () => {
    const end = await totals(admin);
    expect(end.directory).toBe(start.directory);
    expect(successfulSubmissions).toBeGreaterThan(0);
    expect(end.pending).toBe(start.pending);
  });
});

// Issue 13 item 8: the paths outside the route table, FUZZ_RUNS raw requests per area; after the totals check, as they change nothing.
describe(`fuzzing the app server's other paths (${cases} cases each, seed ${seed})`, () => {
  it.each(areas)('%s', async (area) => {
    const statuses = await fuzzArea(area, { cases, batch, seed });
    stats[`paths ${area}`] = { requests: cases, statuses, ms: 0 };
    expect(Object.values(statuses).reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(cases);
  }, timeout);
});
