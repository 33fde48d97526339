import { MAX_BODY_BYTES } from '../../functions/http/validate';
import { type Route, routes } from '../../functions/routes';
import type { SampleRequest } from '../support/route-samples';
import { baseBody, setAt } from './json-paths';
import type { Mutation } from './mutations';
import type { Json } from './values';

export interface FuzzRequest {
  readonly method: string;
  /** Path and query string, as sent. */
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  /** A body past the API's 256 KB limit: the answer must be 413. */
  readonly oversized: boolean;
}

/** encodeURIComponent, except a lone surrogate becomes its (invalid) CESU-8 bytes instead of a throw. */
const encode = (s: string): string => {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...s].map((ch) => (/[\ud800-\udfff]/.test(ch) && ch.length === 1 ? '%ED%A0%80' : encodeURIComponent(ch))).join('');
  }
};

const segmentOf = (value: string, encoding: 'component' | 'raw' | 'double'): string =>
  encoding === 'raw' ? value : encoding === 'component' ? encode(value) : encode(encode(value));

/** Encoded, and never a bare `.` or `..` segment, which a URL parser resolves instead of sending. */
const safeSegment = (value: string): string => {
  const segment = encode(value);
  return /^\.{1,2}$/.test(segment) ? segment.replace(/\./g, '%252E') : segment;
};

const patternOf = (path: string) => new RegExp(`^${path.replace(/\{[^}/]+\}/g, '[^/]+')}$`);
const patterns = routes.map((r) => patternOf(r.path));

/**
 * Whether a URL still reaches this route, or no route at all (a 404 to
 * check). A raw `..`, `?` or `#` in a segment can make fetch, like any
 * WHATWG client, CloudFront and API Gateway, ask for another route or leave
 * /api altogether: that is not this route's input.
 */
const staysOnRoute = (route: Route, url: string): boolean => {
  const landed = new URL(url, 'http://h').pathname;
  return landed.startsWith('/api/') && (patternOf(route.path).test(landed) || !patterns.some((p) => p.test(landed)));
};

export interface Caller {
  readonly token?: string;
  readonly headers: () => Record<string, string>;
}

/** The request a case sends: the sample with each mutation applied in turn. */
export const buildRequest = (route: Route, sample: SampleRequest, mutations: readonly Mutation[], caller: Caller): FuzzRequest => {
  const template = route.path.split('/');
  const segments = sample.path.split('/');
  const safeSegments = [...segments];
  const query = new URLSearchParams(sample.query ?? {});
  const rawQueries: string[] = [];
  const headers: Record<string, string> = { ...sample.headers, ...caller.headers(), ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) };
  let body: Json | undefined = baseBody(sample);
  let raw: string | undefined;
  let oversized = false;
  for (const m of mutations) {
    if (m.kind === 'malformed') raw = m.raw;
    else if (m.kind === 'set') [body, raw] = [setAt(body, m.path, m.value), undefined];
    else if (m.kind === 'drop') [body, raw] = [setAt(body, m.path, undefined), undefined];
    else if (m.kind === 'extra') [body, raw] = [setAt(body, [...m.path, m.key], m.value), undefined];
    else if (m.kind === 'overLimit') oversized = true;
    else if (m.kind === 'param') {
      const at = template.indexOf(`{${m.name}}`);
      segments[at] = segmentOf(m.value, m.encoding);
      safeSegments[at] = safeSegment(m.value);
    }
    else if (m.kind === 'rawQuery') rawQueries.push(m.raw);
    else if (m.kind === 'header') headers[m.name] = m.value;
    else {
      if (m.mode === 'replace') for (const [k] of m.entries) query.delete(k);
      for (const [k, v] of m.entries) query.append(k, v);
    }
  }
  const text = oversized ? JSON.stringify({ pad: 'x'.repeat(MAX_BODY_BYTES + (mutations.find((m) => m.kind === 'overLimit')?.extra ?? 1)) }) : (raw ?? (body === undefined ? undefined : JSON.stringify(body)));
  const search = [query.toString(), ...rawQueries].filter(Boolean).join('&');
  if (text !== undefined && !('content-type' in headers)) headers['content-type'] = 'application/json';
  const withQuery = (path: string[]) => `${path.join('/')}${search ? `?${search}` : ''}`;
  return {
    method: route.method,
    url: staysOnRoute(route, withQuery(segments)) ? withQuery(segments) : withQuery(safeSegments),
    headers,
    ...(route.method === 'GET' || text === undefined ? {} : { body: text }),
    oversized: oversized && route.method !== 'GET',
  };
};
