import * as z from '../core/zod';
import { statusOf } from '../core/errors';
import { type ErrorCode, errorBody } from '../core/schemas/error';
import type { Route } from '../routes';
import type { Access, EndpointSpec } from './endpoint';

/**
 * One operation of the OpenAPI document, from a route and its endpoint's
 * declaration: success statuses and bodies as `http({ status, response,
 * file })` says, errors as the route's shape implies plus those the endpoint
 * declares, who may call it, and for raw-body routes their own content type
 * and headers. Read by functions/openapi.ts only.
 */

export const SECURITY_SCHEME = 'cognitoIdToken';

const accessText: Record<Access, string> = {
  public: 'anyone; a token is optional, and one that is sent is verified (an expired one is 401)',
  user: 'a signed-in user',
  plan: 'a signed-in user with a Monthly or Annual plan (admins and the demo group pass the paywall; demo accounts may be restricted)',
  admin: 'an administrator (the admin group, re-checked in Cognito)',
};

export const accessOf = (route: Route, e: EndpointSpec): Access => (e.access === 'plan' && route.auth === 'user' ? 'plan' : route.auth);

/**
 * What the route's shape alone says it may answer: every route verifies a token
 * that is sent (401), admin routes refuse others (403), input can be invalid
 * (400, also any JSON body the wrapper parses), path ids can name nothing
 * (404), any body can be too large (413).
 */
export const errorCodesOf = (route: Route, e: EndpointSpec): ErrorCode[] => {
  const codes = new Set<ErrorCode>(['UNAUTHENTICATED']);
  if (route.auth === 'admin') codes.add('FORBIDDEN');
  if (e.query || e.body || e.params || route.method !== 'GET') codes.add('VALIDATION');
  if (e.params) codes.add('NOT_FOUND');
  if (route.method !== 'GET') codes.add('TOO_LARGE');
  if (e.access === 'plan') codes.add('SUBSCRIPTION_REQUIRED');
  for (const code of e.errors ?? []) codes.add(code);
  codes.add('INTERNAL');
  return [...codes];
};

const retryAfter = z.object({ 'Retry-After': z.int().min(1).meta({ description: 'Seconds until the limit resets (the end of the hour or UTC day).' }) });

const retryAgain = z.object({ 'Retry-After': z.int().min(1).meta({ description: 'Seconds to wait before trying again (the search engine was too slow to answer).' }) });

const errorResponses = (codes: readonly ErrorCode[]) => {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(statusOf[code], [...(byStatus.get(statusOf[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, of]) => [
      String(status),
      {
        description: `Error: ${of.join(' or ')} (error.code)`,
        content: { 'application/json': { schema: errorBody } },
        ...(status === 429 ? { headers: retryAfter } : status === 503 ? { headers: retryAgain } : {}),
      },
    ]),
  );
};

const mediaTypeOf = (contentType: string) => contentType.split(';')[0]!.trim();

const successResponses = (e: EndpointSpec) =>
  Object.fromEntries(
    e.status.map((status) => {
      if (status === 204) return ['204', { description: 'Done; no body' }];
      const description = status === 201 ? 'Created' : status === 202 ? 'Accepted; the work finishes later' : 'OK';
      if (e.file) {
        const headers = z.object({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="…"' }) });
        return [String(status), { description: `${description}: a file download`, headers, content: { [mediaTypeOf(e.file)]: { schema: z.string() } } }];
      }
      if (!e.response) throw new Error(`An endpoint answering ${status} declares no \`response\` schema (${e.summary ?? 'no summary'})`);
      return [String(status), { description, content: { 'application/json': { schema: e.response } } }];
    }),
  );

const requestBodyOf = (route: Route, e: EndpointSpec) => {
  if (route.rawBody) {
    if (!e.raw) throw new Error(`${route.method} ${route.path} takes a raw body but its endpoint declares no \`raw\` request`);
    return { requestBody: { required: e.raw.required, content: { [e.raw.contentType]: { schema: e.raw.schema } } } };
  }
  return e.body ? { requestBody: { required: true, content: { 'application/json': { schema: e.body } } } } : {};
};

export const operationOf = (route: Route, e: EndpointSpec) => {
  const access = accessOf(route, e);
  return {
    operationId: route.handler,
    summary: e.summary ?? route.handler,
    description: `Who may call: ${accessText[access]}.`,
    tags: [route.feature],
    'x-access': access,
    // An empty requirement makes the token optional, as it is on public routes.
    security: route.auth === 'public' ? [{}, { [SECURITY_SCHEME]: [] }] : [{ [SECURITY_SCHEME]: [] }],
    requestParams: {
      ...(e.query ? { query: e.query } : {}),
      ...(e.params ? { path: e.params } : {}),
      ...(route.rawBody && e.raw?.headers ? { header: e.raw.headers } : e.headers ? { header: e.headers } : {}),
    },
    ...requestBodyOf(route, e),
    responses: { ...successResponses(e), ...errorResponses(errorCodesOf(route, e)) },
  };
};
