import * as z from './core/zod';
import { createDocument } from 'zod-openapi';
import { endpoints as account } from './account/endpoints';
import { endpoints as admin } from './admin/endpoints';
import { endpoints as billing } from './billing/endpoints';
import { endpoints as contactForm } from './contact-form/endpoints';
import { endpoints as exportsFeature } from './exports/endpoints';
import { errorBody } from './core/schemas/error';
import type { Endpoint } from './http/endpoint';
import { endpoints as lists } from './lists/endpoints';
import { endpoints as physicians } from './physicians/endpoints';
import { endpoints as removal } from './removal/endpoints';
import { routes } from './routes';
import { endpoints as savedSearches } from './saved-searches/endpoints';
import { endpoints as search } from './search/endpoints';
import { endpoints as submissions } from './submissions/endpoints';

/**
 * The OpenAPI document, generated from the route table and the endpoints'
 * zod schemas, so it cannot drift from what the wrapper validates. Like
 * routes.ts this is an aggregate over every feature, not a feature.
 */
// meta's own endpoint is left out: it imports this module, and it needs no schema.
const byName: Readonly<Record<string, Omit<Endpoint, 'run'>>> = { ...search, ...physicians, ...account, ...billing, ...exportsFeature, ...lists, ...savedSearches, ...contactForm, ...submissions, ...removal, ...admin };

const errorResponse = { description: 'Error in the contract shape', content: { 'application/json': { schema: errorBody } } };

export const openApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const e = byName[route.handler] ?? { summary: route.handler };
    const operation = {
      operationId: route.handler,
      summary: e.summary,
      tags: [route.feature],
      ...(route.auth === 'public' ? { security: [] } : {}),
      requestParams: {
        ...(e.query ? { query: e.query } : {}),
        ...(e.params ? { path: e.params } : {}),
        // Raw-body routes are Stripe's webhook: the signature header is what authenticates it.
        ...(route.rawBody ? { header: z.object({ 'stripe-signature': z.string() }) } : {}),
      },
      ...(e.body ? { requestBody: { content: { 'application/json': { schema: e.body } } } } : {}),
      ...(route.rawBody ? { requestBody: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } } } } : {}),
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: e.response ?? z.unknown() } } },
        '4XX': errorResponse,
        '5XX': errorResponse,
      },
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Physician directory API', version: '1' },
    components: { securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ cognito: [] }],
    paths,
  } as Parameters<typeof createDocument>[0]);
};
