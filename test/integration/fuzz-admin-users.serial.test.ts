import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { fuzzRoute } from '../fuzz/route-fuzz';
import { batch, cases, fuzzContext, keyOf, seed, slowRoutes, timeout } from '../fuzz/suite';

/**
 * The rest of the route fuzzer (fuzz.test.ts): the admin users page, whose
 * cost grows with every user cognito-local holds. Beside the parallel files,
 * which sign users up and in meanwhile, its handler ran past its timeout on a
 * loaded machine; here it runs alone, as it did when the whole fuzzer was serial.
 */
describe(`fuzzing the slow routes (${cases} cases each, seed ${seed})`, () => {
  it.each(routes.filter((r) => slowRoutes.has(keyOf(r))).map((r) => [keyOf(r), r] as const))(
    '%s',
    async (key, route) => {
      const { admin, physicianId, schemas } = await fuzzContext();
      const began = Date.now();
      const s = await fuzzRoute(route, schemas.get(route.handler), admin, physicianId, { cases, batch, seed });
      console.log(`fuzz: ${key} ${s.requests} req ${Date.now() - began} ms ${JSON.stringify(s.statuses)}`);
      expect(s.requests).toBeGreaterThanOrEqual(cases * 2);
    },
    timeout * 3,
  );
});
