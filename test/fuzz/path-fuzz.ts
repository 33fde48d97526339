import { request } from 'node:http';
import fc from 'fast-check';
import { stack } from '../support/stack';
import { hostileValue, malformedBody } from './values';

/**
 * Issue 13 item 8: the app server's paths outside the route table (the SPA
 * and its assets, /config.json, the /cognito proxy, the Stripe simulator, and
 * /api paths no route has) get random and malformed paths, methods and
 * bodies. No answer may be a 5xx or missing, a malformed %-sequence is a 400,
 * no answer grants another origin, and /cognito serves only the web's actions.
 */

export const areas = ['/', '/assets/', '/config.json', '/cognito/', '/_local/stripe/', '/api/'] as const;
export type Area = (typeof areas)[number];

const ALLOWED = ['SignUp', 'ConfirmSignUp', 'InitiateAuth', 'ForgotPassword', 'ConfirmForgotPassword', 'RevokeToken', 'ResendConfirmationCode'];
const REFUSED = ['AdminAddUserToGroup', 'AdminDeleteUser', 'AdminUpdateUserAttributes', 'ListUsers', 'CreateGroup', 'UpdateUserAttributes', 'GetUser', 'GlobalSignOut'];

interface PathCase {
  readonly method: string;
  /** Sent as it is, not normalized: `..`, `%` and `//` reach the server raw. */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

export interface PathExchange extends PathCase {
  readonly status: number;
  readonly responseHeaders: Record<string, string | string[] | undefined>;
  readonly text: string;
}

/** Printable ASCII only (node refuses to send anything else in a path); the rest percent-encoded, sometimes badly. */
const segment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%ED%A0%80', '%C0%AF', '%00', '%2e%2e', '%2F', '%5C', '..', '.', '', 'index.html', 'app.js', 'checkout', 'portal', 'pay', 'cancel', '.well-known', 'jwks.json', 'openid-configuration', 'oauth2', 'health', 'physicians', 'me'),
  fc.webSegment(),
  fc.string({ unit: 'binary', maxLength: 12 }).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.string({ unit: fc.constantFrom(...'abc%/.?#;=&~!$\'()*+,:@[]{}|^`"<>\\'.split('')), maxLength: 12 }).map((s) => s.replace(/[ "<>\\^`{|}]/g, (c) => encodeURIComponent(c))),
);

const target = fc.oneof(
  fc.constantFrom(...ALLOWED, ...REFUSED).map((a) => `AWSCognitoIdentityProviderService.${a}`),
  fc.constantFrom('DynamoDB_20120810.ListTables', 'AWSCognitoIdentityProviderService.', 'x', ''),
);

/** Bodies shaped like the web's Cognito calls, with a field swapped for a hostile value now and then. */
const cognitoBody = (clientId: string) =>
  fc
    .record({
      ClientId: fc.constantFrom(clientId, 'unknown-client'),
      Username: fc.constantFrom('fuzz@example.com', 'nobody@example.com'),
      Password: fc.constantFrom('fuzz-pass-123', 'x'),
      AuthFlow: fc.constantFrom('USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'CUSTOM_AUTH', 'ADMIN_NO_SRP_AUTH'),
      AuthParameters: fc.constantFrom({ USERNAME: 'fuzz@example.com', PASSWORD: 'wrong' }, { REFRESH_TOKEN: 'not-a-token' }, {}),
      ConfirmationCode: fc.constantFrom('123456', ''),
      Token: fc.constant('not-a-token'),
      UserAttributes: fc.constantFrom([{ Name: 'email', Value: 'fuzz@example.com' }], [{ Name: 'custom:role', Value: 'admin' }], []),
    }, { requiredKeys: [] })
    .chain((body) => fc.option(fc.tuple(fc.constantFrom(...Object.keys(body), 'UserPoolId', 'GroupName'), hostileValue), { nil: undefined }).map((swap) => (swap ? { ...body, [swap[0]]: swap[1] } : body)))
    .map((b) => JSON.stringify(b));

export const pathCase = (area: Area, clientId: string, appOrigin: string): fc.Arbitrary<PathCase> =>
  fc
    .record({
      method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND'),
      // Cognito's actions are POSTs to /cognito/ itself: half the cases go there.
      segments: area === '/cognito/' ? fc.oneof(fc.constant([]), fc.array(segment, { maxLength: 2 })) : fc.array(segment, { maxLength: 4 }),
      query: fc.option(fc.constantFrom('?a=1', '?%', '?a=%E0%A4%A', '?__proto__[x]=1', '?a=b&a=c'), { nil: undefined }),
      origin: fc.option(fc.constantFrom(appOrigin, 'https://evil.example', 'null', 'not a url'), { nil: undefined }),
      target: fc.option(target, { nil: undefined }),
      body: fc.option(fc.oneof(cognitoBody(clientId), malformedBody, fc.jsonValue().map((v) => JSON.stringify(v))), { nil: undefined }),
    })
    .map(({ method, segments, query, origin, target: t, body }) => ({
      method: area === '/cognito/' && segments.length === 0 && body !== undefined ? 'POST' : method,
      path: `${area}${segments.join('/')}${query ?? ''}`,
      headers: { ...(origin ? { origin } : {}), ...(t !== undefined ? { 'x-amz-target': t } : {}), ...(body !== undefined ? { 'content-type': 'application/x-amz-json-1.1' } : {}) },
      ...(body !== undefined && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
    }));

/** One raw request to the app server; no answer at all counts as 599. */
export const sendRaw = (c: PathCase): Promise<PathExchange> =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(stack().url);
    const fail = (e: Error) => resolve({ ...c, status: 599, responseHeaders: {}, text: `no response: ${e.message}` });
    // A connection each: on a reused keep-alive socket the server may close after an unread body, and
    // the client's race with that close ("socket hang up") is not the server's failure.
    const req = request({ hostname, port, method: c.method, path: c.path, headers: c.headers, timeout: 20_000, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (b: Buffer) => chunks.push(b));
      res.on('end', () => resolve({ ...c, status: res.statusCode ?? 0, responseHeaders: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', fail);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(c.body);
  });

const malformedPath = (path: string): boolean => {
  try {
    decodeURIComponent(new URL(path, 'http://h').pathname);
    return false;
  } catch {
    return true;
  }
};

/** What must hold of every answer, as readable problems. */
export const pathProblems = (x: PathExchange): string[] => {
  const problems: string[] = [];
  if (x.status >= 500) problems.push(`server error ${x.status}`);
  if (malformedPath(x.path) && x.status !== 400) problems.push(`a malformed path answered ${x.status}, not 400`);
  for (const name of Object.keys(x.responseHeaders)) if (name.startsWith('access-control-allow')) problems.push(`grants CORS: ${name}`);
  const action = x.headers['x-amz-target']?.split('.')[1] ?? '';
  if (x.path.startsWith('/cognito/') && x.status < 300 && x.method === 'POST' && !ALLOWED.includes(action)) problems.push(`/cognito served ${action || 'no action'}`);
  return problems;
};

export const describePathExchange = (x: PathExchange): string =>
  `${x.method} ${x.path} ${JSON.stringify(x.headers)}${x.body !== undefined ? ` body ${JSON.stringify(x.body.slice(0, 300))}` : ''}\n  -> ${x.status} ${x.text.slice(0, 300)}`;

/** `cases` requests to one area, `batch` at a time; after each batch the server must still answer /config.json. */
export const fuzzArea = async (area: Area, o: { cases: number; batch: number; seed: number }): Promise<Record<number, number>> => {
  const { url, env } = stack();
  const statuses: Record<number, number> = {};
  await fc.assert(
    fc.asyncProperty(fc.array(pathCase(area, env.USER_POOL_CLIENT_ID as string, url), { minLength: o.batch, maxLength: o.batch }), async (cases) => {
      const exchanges = await Promise.all(cases.map(sendRaw));
      const problems = exchanges.flatMap((x) => pathProblems(x).map((p) => `${p}\n${describePathExchange(x)}`));
      for (const x of exchanges) statuses[x.status] = (statuses[x.status] ?? 0) + 1;
      const alive = await sendRaw({ method: 'GET', path: '/config.json', headers: {} });
      if (alive.status !== 200) problems.push(`the server no longer answers: /config.json -> ${alive.status} ${alive.text}`);
      if (problems.length) throw new Error(`${area}:\n${problems.join('\n\n')}`);
    }),
    { numRuns: Math.ceil(o.cases / o.batch), seed: o.seed, verbose: 0 },
  );
  return statuses;
};
