import type { z } from 'zod';
import { statusOf } from '../../functions/core/errors';
import { errorBody } from '../../functions/core/schemas/error';
import type { Route } from '../../functions/routes';
import type { FuzzRequest } from './request';

export interface FuzzResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

export interface Exchange {
  readonly route: Route;
  readonly caller: 'anonymous' | 'authorized';
  /** The caller's real token went out unchanged (no Authorization mutation). */
  readonly validToken: boolean;
  readonly request: FuzzRequest;
  readonly response: FuzzResponse;
}

/** Enough to replay a failing request by hand (bodies cut to 500 characters). */
export const describeExchange = ({ caller, request, response }: Exchange): string => {
  const cut = (s: string) => (s.length > 500 ? `${s.slice(0, 500)}... (${s.length} chars)` : s);
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, k === 'authorization' && v.length > 40 ? `${v.slice(0, 20)}...` : cut(v)]));
  return [
    `${caller}: ${request.method} ${cut(request.url)}`,
    `  headers: ${JSON.stringify(headers)}`,
    ...(request.body !== undefined ? [`  body: ${JSON.stringify(cut(request.body))}`] : []),
    `  -> ${response.status} ${response.headers.get('content-type') ?? ''} ${cut(response.text)}`,
  ].join('\n');
};

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
};

/** A garbage Authorization header (not blank, so the wrapper sees one) must never be served, even on public routes. */
const sentBadAuth = (request: FuzzRequest, validToken: boolean): boolean => !validToken && !!request.headers.authorization?.trim();

/**
 * The property for one request: no 5xx; an error is the contract's body with
 * the status its code stands for; a success is the route's documented body;
 * a body over 256 KB is 413; without a valid token only public routes answer 2xx.
 */
export const contractProblems = (x: Exchange, response?: z.ZodType): string[] => {
  const { route, request } = x;
  const { status, headers, text } = x.response;
  const problems: string[] = [];
  const json = headers.get('content-type')?.includes('application/json') ? parseJson(text) : null;
  if (status >= 500) problems.push(`server error ${status}`);
  if (request.oversized && status !== 413) problems.push(`a body over the limit answered ${status}, not 413`);
  for (const [name, value] of headers) if (/injected/i.test(name) || /injected/i.test(value)) problems.push(`injected response header ${name}: ${value}`);
  const { validToken } = x;
  if (status >= 400) {
    const parsed = json?.ok ? errorBody.safeParse(json.value) : null;
    if (!parsed?.success) problems.push('error body is not the contract shape');
    else if (statusOf[parsed.data.error.code] !== status) problems.push(`error code ${parsed.data.error.code} answered with ${status}, not ${statusOf[parsed.data.error.code]}`);
  } else if (status >= 200 && status < 300) {
    if (route.auth !== 'public' && !validToken) problems.push(`${route.auth} route answered ${status} without a valid token`);
    if (sentBadAuth(request, validToken)) problems.push(`answered ${status} to a malformed or unknown token`);
    if (status === 204) {
      if (text !== '') problems.push('204 with a body');
    } else if (headers.get('content-type')?.startsWith('text/csv')) {
      if (!text.includes(',')) problems.push('CSV download without a header row');
    } else if (!json?.ok) {
      problems.push('success body is not JSON');
    } else if (response) {
      const r = response.safeParse(json.value);
      if (!r.success) problems.push(`success body is not the documented one: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
  } else {
    problems.push(`unexpected status ${status}`);
  }
  return problems;
};
