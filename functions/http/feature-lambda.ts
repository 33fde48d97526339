import { Logger } from '@aws-lambda-powertools/logger';
import middy from '@middy/core';
import httpRouterHandler from '@middy/http-router';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { deps } from '../adapters/pick';
import type { Feature, Route } from '../routes';
import { featureRoutes } from './feature-routes';
import { authenticate } from './auth';
import type { Endpoint } from './endpoint';
import { config } from '../core/config';
import { withSourceStack } from '../core/source-stack';
import { errorResponse, jsonHeaders, toAppError } from './errors';
import { verifyOrigin } from './origin-verify';
import { queryParamsOf } from './query-params';
import { rawBodyOf } from './text-hygiene';
import { parseJsonBody, parseWith } from './validate';

export type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

// Powertools reads LOG_LEVEL from the environment itself.
const logger = new Logger({ serviceName: 'physician-directory' });

const run = (route: Route, endpoint: Endpoint) => async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const d = await deps();
  const principal = await authenticate(route.auth, event.headers?.authorization, d);
  const rawBody = rawBodyOf(event);
  const input = {
    principal,
    rawBody,
    headers: event.headers ?? {},
    sourceIp: event.requestContext?.http?.sourceIp ?? 'unknown',
    params: parseWith(endpoint.params, event.pathParameters ?? {}, 'params'),
    query: parseWith(endpoint.query, queryParamsOf(event), 'query'),
    body: route.rawBody ? undefined : parseWith(endpoint.body, parseJsonBody(rawBody), 'body'),
  };
  const reply = await endpoint.run(input, d);
  return {
    statusCode: reply.status,
    headers: { ...jsonHeaders, ...reply.headers },
    body: reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)),
  };
};

/**
 * One Lambda per feature: the feature's rows of the route table, each bound
 * to its endpoint. A route without an endpoint, or an endpoint no route
 * names, fails at load, so a broken table never deploys quietly.
 */
export const featureLambda = (feature: Feature, endpoints: Readonly<Record<string, Endpoint>>): LambdaHandler => {
  const table = featureRoutes(feature);
  const unrouted = Object.keys(endpoints).filter((name) => !table.some((r) => r.handler === name));
  const missing = table.filter((r) => !endpoints[r.handler]).map((r) => `${r.method} ${r.path} -> ${r.handler}`);
  if (unrouted.length || missing.length) {
    throw new Error(`Route table mismatch for ${feature}: unrouted [${unrouted.join(', ')}], missing [${missing.join(', ')}]`);
  }
  const router = httpRouterHandler(
    table.map((route) => ({ method: route.method, path: route.path, handler: run(route, endpoints[route.handler] as Endpoint) })),
  );
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use({
      before: async (request) => {
        logger.appendKeys({ feature, path: request.event.rawPath, method: request.event.requestContext?.http?.method });
        // First of all: only CloudFront's requests get routed, authenticated and validated.
        request.event.headers ??= {};
        await verifyOrigin(config(), request.event.headers);
      },
      after: (request) => {
        logger.info('request', { status: request.response?.statusCode });
      },
      onError: (request) => {
        const appError = toAppError(request.error);
        if (appError.status >= 500) logger.error('unhandled', withSourceStack(request.error as Error));
        else logger.info('refused', { status: appError.status, code: appError.code });
        request.response = errorResponse(appError);
      },
    })
    .handler(router as unknown as LambdaHandler) as unknown as LambdaHandler;
};
