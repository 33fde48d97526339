import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../../functions/core/config';
import { AppError } from '../../functions/core/errors';
import { errorResponse } from '../../functions/http/errors';
import type { LambdaHandler } from '../../functions/http/feature-lambda';
import { ORIGIN_VERIFY_HEADER } from '../../functions/http/origin-header';
import { type Feature, type Route, routes } from '../../functions/routes';

/**
 * What API Gateway does in front of the Lambdas, for the local server: match
 * the route table, build a v2 event (headers lower-cased, repeated query
 * values comma-joined in queryStringParameters as AWS does, rawQueryString as
 * sent, from which the wrapper reads list filters; path parameters set),
 * invoke the SAME feature handler.
 */
const compiled = routes.map((route) => ({
  route,
  regex: new RegExp(`^${route.path.replace(/\{([^}/]+)\}/g, '(?<$1>[^/]+)')}$`),
}));

const handlers = new Map<Feature, Promise<LambdaHandler>>();
const handlerOf = (feature: Feature): Promise<LambdaHandler> => {
  let h = handlers.get(feature);
  if (!h) {
    h = import(`../../functions/${feature}/lambda.ts`).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(feature, h);
  }
  return h;
};

const decodeParam = (v: string): string | null => {
  try {
    return decodeURIComponent(v);
  } catch {
    return null;
  }
};

const match = (method: string, path: string): { route: Route; params: Record<string, string> } | { allow: string[] } | 'bad-encoding' | null => {
  const allow: string[] = [];
  for (const { route, regex } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    if (!allow.includes(route.method)) allow.push(route.method);
    if (route.method === method) {
      const decoded = Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeParam(v)] as const);
      // A malformed %-sequence (`%`, `%zz`, `%ED%A0%80`) is the client's mistake, not a crash.
      if (decoded.some(([, v]) => v === null)) return 'bad-encoding';
      return { route, params: Object.fromEntries(decoded) as Record<string, string> };
    }
  }
  return allow.length ? { allow } : null;
};

const lambdaContext = (feature: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: `local-${feature}`,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${feature}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/local/${feature}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 29_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});

/**
 * What CloudFront adds to every /api request, overwriting whatever the
 * client sent under these names: the viewer's address as it connected
 * ("ip:port", IPv6 unbracketed, as CloudFront writes it) and the origin
 * verify value the handlers require.
 */
const cloudFrontHeaders = (req: IncomingMessage): Record<string, string> => {
  const secret = config().ORIGIN_VERIFY_SECRET;
  return {
    'cloudfront-viewer-address': `${req.socket.remoteAddress ?? '127.0.0.1'}:${req.socket.remotePort ?? 0}`,
    ...(secret ? { [ORIGIN_VERIFY_HEADER]: secret } : {}),
  };
};

export const toEvent = (req: IncomingMessage, url: URL, body: Buffer, route: Route, params: Record<string, string>): APIGatewayProxyEventV2 => {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(',') : v;
  Object.assign(headers, cloudFrontHeaders(req));
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = k in query ? `${query[k]},${v}` : v;
  const method = req.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(Object.keys(params).length ? { pathParameters: params } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: { method, path: url.pathname, protocol: 'HTTP/1.1', sourceIp: req.socket.remoteAddress ?? '127.0.0.1', userAgent: headers['user-agent'] ?? '' },
      requestId: randomUUID(),
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
    // As API Gateway does with bytes it cannot pass as text: base64, for the handler to refuse (http/text-hygiene.ts).
    ...(body.length ? (isUtf8(body) ? { body: body.toString('utf8'), isBase64Encoded: false } : { body: body.toString('base64'), isBase64Encoded: true }) : { isBase64Encoded: false }),
  };
};

export const dispatch = async (req: IncomingMessage, url: URL, body: Buffer): Promise<APIGatewayProxyStructuredResultV2> => {
  const found = match(req.method ?? 'GET', url.pathname);
  if (found === null) return errorResponse(new AppError('NOT_FOUND', 'Route not found'));
  if (found === 'bad-encoding') return errorResponse(new AppError('VALIDATION', 'Malformed path', { params: ['Malformed percent-encoding'] }));
  if ('allow' in found) {
    // RFC 9110 §15.5.6: a 405 says which methods the path has.
    const refused = errorResponse(new AppError('METHOD_NOT_ALLOWED', 'Method not allowed'));
    return { ...refused, headers: { ...refused.headers, allow: found.allow.join(', ') } };
  }
  const handler = await handlerOf(found.route.feature);
  return handler(toEvent(req, url, body, found.route, found.params), lambdaContext(found.route.feature));
};
