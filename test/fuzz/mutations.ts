import fc from 'fast-check';
import type { Route } from '../../functions/routes';
import type { SampleRequest } from '../support/route-samples';
import { type FieldPath, baseBody, fieldPaths, objectPaths } from './json-paths';
import { type Json, hostileString, hostileValue, injections, malformedBody, unicodeSamples } from './values';

type HeaderName = 'authorization' | 'stripe-signature' | 'content-type' | 'cloudfront-viewer-address' | 'x-profile-session';

/** One change to a valid sample request; a case applies zero (the sample itself) to three of them. */
export type Mutation =
  | { readonly kind: 'malformed'; readonly raw: string }
  | { readonly kind: 'set'; readonly path: FieldPath; readonly value: Json }
  | { readonly kind: 'drop'; readonly path: FieldPath }
  | { readonly kind: 'extra'; readonly path: FieldPath; readonly key: string; readonly value: Json }
  | { readonly kind: 'overLimit'; readonly extra: number }
  | { readonly kind: 'param'; readonly name: string; readonly value: string; readonly encoding: 'component' | 'raw' | 'double' }
  | { readonly kind: 'query'; readonly entries: readonly (readonly [string, string])[]; readonly mode: 'append' | 'replace' }
  | { readonly kind: 'rawQuery'; readonly raw: string }
  | { readonly kind: 'header'; readonly name: HeaderName; readonly value: string };

const paramNames = (route: Route): string[] => [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);

const authHeaders = fc.oneof(
  fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer a b', 'bearer  x', 'Bearer null', 'Bearer undefined', 'Token abc'),
  fc.constantFrom('eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiIsImNvZ25pdG86Z3JvdXBzIjpbImFkbWluIl19.', 'a.b.c', 'x'.repeat(4000)).map((t) => `Bearer ${t}`),
  fc.string({ minLength: 1, maxLength: 80 }).map((t) => `Bearer ${t}`),
  fc.string({ maxLength: 80 }),
);

/** Header values fetch can carry (no CR, LF or NUL): the injection is in the words, not the framing. */
const headerMutation: fc.Arbitrary<Mutation> = fc.oneof(
  authHeaders.map((value) => ({ kind: 'header', name: 'authorization', value }) as const),
  fc.oneof(fc.string({ maxLength: 120 }), fc.constant('t=1,v1=deadbeef')).map((value) => ({ kind: 'header', name: 'stripe-signature', value }) as const),
  fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data; boundary=x', '').map((value) => ({ kind: 'header', name: 'content-type', value }) as const),
  // Issue 25's profile session: forged, malformed or oversized, always a 401 (or the route's own answer where it reads none).
  fc.oneof(fc.string({ maxLength: 120 }), fc.constant('A'.repeat(43)), fc.constant('x'.repeat(2000))).map((value) => ({ kind: 'header', name: 'x-profile-session', value }) as const),
  fc.constantFrom('', 'not-an-ip', '999.999.999.999:1', '::1', '[::1]:80', "' OR 1=1 --", 'x'.repeat(2000)).map((value) => ({ kind: 'header', name: 'cloudfront-viewer-address', value }) as const),
);

// Cut so the URL stays under CloudFront's 8 KB (longer ones never reach the API: 414 at the edge, 431 from Node here).
const paramValue = fc.oneof(
  { arbitrary: hostileString.map((s) => s.slice(0, 300)), weight: 3 },
  { arbitrary: fc.constantFrom('', '.', '..', '%', '%zz', '%E0%A4%A', '%00', '%2e%2e%2f', 'x/../../y', 'a?b=c', 'a#b', 'A'.repeat(65), 'x'.repeat(3000), 'phy_0000001 ', '0'), weight: 2 },
);

const queryKey = fc.oneof(fc.constantFrom('page', 'query', 'specialty', 'state', 'status', 'sortKey', 'sortDirection', 'skills', 'city'), fc.constantFrom(...injections), fc.string({ maxLength: 12 }));
// URLs past about 8 KB are refused by CloudFront (and past 16 KB of headers by Node) before the API sees them.
const queryValue = fc.oneof(
  hostileString.map((s) => s.slice(0, 400)),
  fc.constantFrom('abc', '-1', '0', '1.5', '1e309', '0x10', 'Infinity', ' 1', '10001', 'asc,desc', ',,,', 'x'.repeat(2001), 'x'.repeat(6000), 'A,'.repeat(60)),
);

const queryMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('query' as const),
    entries: fc.array(fc.tuple(queryKey, queryValue), { minLength: 1, maxLength: 2 }),
    mode: fc.constantFrom('append' as const, 'replace' as const),
  }),
  fc.constantFrom('%', '%zz', 'page=%E0%A4%A', '&&&', '=x', 'page', 'page[$gt]=', 'page=1&page=2&page=3', 'a[b][c]=1', 'page=%00').map((raw) => ({ kind: 'rawQuery', raw }) as const),
);

const bodyMutations = (body: Json | undefined): fc.WeightedArbitrary<Mutation>[] => {
  const paths = fieldPaths(body);
  const fields = paths.filter((p) => p.length > 0);
  const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '$where', '$gt', 'isAdmin', 'userId', 'id', 'pk', 'tier', 'status', 'subscribed'), fc.string({ maxLength: 12 }));
  const weighted = (arbitrary: fc.Arbitrary<Mutation>, weight = 3): fc.WeightedArbitrary<Mutation> => ({ arbitrary, weight });
  return [
    weighted(malformedBody.map((raw) => ({ kind: 'malformed', raw }) as const)),
    weighted(fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: hostileValue })),
    weighted(fc.record({ kind: fc.constant('set' as const), path: fc.constantFrom(...paths), value: fc.constantFrom<Json>(...unicodeSamples, ...injections) })),
    ...(fields.length ? [weighted(fc.record({ kind: fc.constant('drop' as const), path: fc.constantFrom(...fields) }))] : []),
    weighted(fc.record({ kind: fc.constant('extra' as const), path: fc.constantFrom(...objectPaths(body)), key: extraKey, value: hostileValue })),
    // Rarer: one 256 KB upload says as much as many, and costs as much as many.
    weighted(fc.integer({ min: 1, max: 4096 }).map((extra) => ({ kind: 'overLimit', extra }) as const), 1),
  ];
};

/** The mutations that make sense for a route: body ones where a body can be sent, path ones where it has parameters. */
export const mutationsFor = (route: Route, sample: SampleRequest): fc.Arbitrary<readonly Mutation[]> => {
  const params = paramNames(route);
  const kinds: fc.WeightedArbitrary<Mutation>[] = [
    { arbitrary: queryMutation, weight: 3 },
    { arbitrary: headerMutation, weight: 3 },
    ...(params.length
      ? [
          {
            arbitrary: fc.record({ kind: fc.constant('param' as const), name: fc.constantFrom(...params), value: paramValue, encoding: fc.constantFrom('component' as const, 'raw' as const, 'double' as const) }),
            weight: 6,
          },
        ]
      : []),
    // fetch cannot send a body with GET; API Gateway would pass one, and the wrapper parses it like any other.
    ...(route.method === 'GET' ? [] : bodyMutations(baseBody(sample))),
  ];
  return fc.array(fc.oneof(...kinds), { maxLength: 3 });
};
