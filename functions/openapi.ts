import * as z from './core/zod';
import { createDocument } from 'zod-openapi';
import { endpoints as account } from './account/endpoints';
import { endpoints as admin } from './admin/endpoints';
import { endpoints as billing } from './billing/endpoints';
import { endpoints as contactForm } from './contact-form/endpoints';
import { endpoints as exportsFeature } from './exports/endpoints';
import { adminUserRow } from './core/schemas/admin';
import { contactReport } from './core/schemas/contact-reports';
import { errorBody } from './core/schemas/error';
import { listDetail, listPhysician, physicianList } from './core/schemas/lists';
import { me } from './core/schemas/me';
import { contactReveal, physicianProfile, physicianSummary } from './core/schemas/physician';
import { physicianSearchResult, searchHit, specialtyCount } from './core/schemas/physician-search';
import { savedSearch, savedSearchFilters } from './core/schemas/saved-searches';
import { submission } from './core/schemas/submissions';
import { usage } from './core/schemas/usage';
import type { EndpointSpec } from './http/endpoint';
import { SECURITY_SCHEME, operationOf } from './http/openapi-operation';
import { endpoints as lists } from './lists/endpoints';
import { endpoints as physicians } from './physicians/endpoints';
import { endpoints as profile } from './profile/endpoints';
import { endpoints as removal } from './removal/endpoints';
import { routes } from './routes';
import { endpoints as savedSearches } from './saved-searches/endpoints';
import { endpoints as search } from './search/endpoints';
import { endpoints as submissions } from './submissions/endpoints';
import { endpoints as teams } from './teams/endpoints';

/**
 * The OpenAPI document, generated from the route table and the endpoints'
 * declarations (zod schemas, statuses, errors), so it cannot drift from what
 * the wrapper validates; every response the integration tests receive is
 * checked against it (test/support/contract.ts). Like routes.ts this is an
 * aggregate over every feature, not a feature.
 */
// meta's own endpoint loads this module (from source only; bundled, it serves the generated file), so its declaration is written here.
const self: EndpointSpec = { summary: 'This document (OpenAPI 3.1)', status: [200], response: z.looseObject({ openapi: z.string() }) };
const byName: Readonly<Record<string, EndpointSpec>> = { ...search, ...physicians, ...account, ...billing, ...exportsFeature, ...lists, ...savedSearches, ...contactForm, ...submissions, ...removal, ...admin, ...profile, ...teams, getOpenApi: self };

/** The shapes a client meets in more than one place, by name; zod-openapi turns every use of these instances into a $ref. */
const schemas = {
  Error: errorBody,
  Physician: physicianSummary,
  PhysicianProfile: physicianProfile,
  SearchHit: searchHit,
  PhysicianSearchResult: physicianSearchResult,
  ContactReveal: contactReveal,
  SpecialtyCount: specialtyCount,
  PhysicianList: physicianList,
  ListPhysician: listPhysician,
  ListDetail: listDetail,
  SavedSearch: savedSearch,
  SavedSearchFilters: savedSearchFilters,
  ContactReport: contactReport,
  Me: me,
  Usage: usage,
  Submission: submission,
  AdminUser: adminUserRow,
};

const description = [
  'What this document promises: every operation lists the success status(es) it answers with their bodies and content types,',
  'and the error statuses it can answer, all in the one Error shape; a 429 carries Retry-After.',
  'Before an operation is chosen: an unknown /api path answers 404, a known path with another method 405 with Allow, a body over 256 KB 413 (components.responses).',
  'x-access on each operation says who may call it: public, user, plan (a paid subscription) or admin.',
].join(' ');

type Document = ReturnType<typeof createDocument>;

/**
 * zod-openapi also writes an input copy of some components only responses use
 * (`PhysicianList` unused beside `PhysicianListOutput`): the copy goes and the
 * used one takes the plain name, so clients see `PhysicianList`.
 */
const withPlainOutputNames = (doc: Document): Document => {
  let text = JSON.stringify(doc);
  const names = Object.keys(doc.components?.schemas ?? {});
  const renamed: Record<string, string> = {};
  for (const name of names) {
    const base = name.replace(/Output$/, '');
    if (base === name || !names.includes(base) || text.includes(`"#/components/schemas/${base}"`)) continue;
    text = text.replaceAll(`"#/components/schemas/${name}"`, `"#/components/schemas/${base}"`);
    renamed[name] = base;
  }
  const out = JSON.parse(text) as Document;
  const schemas = out.components?.schemas ?? {};
  out.components = {
    ...out.components,
    schemas: Object.fromEntries(Object.entries(schemas).flatMap(([name, schema]) => (Object.values(renamed).includes(name) ? [] : [[renamed[name] ?? name, schema]]))),
  };
  return out;
};

export const openApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const e = byName[route.handler];
    if (!e) throw new Error(`No endpoint declaration for ${route.handler}`);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route, e);
  }
  const doc = createDocument({
    openapi: '3.1.0',
    info: { title: 'Physician directory API', version: '1', description },
    // The API is served by the site's own origin (CloudFront sends /api/* to API Gateway), so paths are relative to it.
    servers: [{ url: '/', description: 'The site that served this document' }],
    tags: [...new Set(routes.map((r) => r.feature))].map((name) => ({ name })),
    components: {
      schemas,
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The Cognito ID token of the signed-in user (Authorization: Bearer <id token>). Only the ID token is accepted: an access token is refused with 401.',
        },
      },
      // Answers given before any operation is chosen (by the gateway in front of the handlers).
      responses: {
        NotFound: { description: 'NOT_FOUND: no such path under /api', content: { 'application/json': { schema: errorBody } } },
        MethodNotAllowed: {
          description: 'METHOD_NOT_ALLOWED: the path exists, not with this method',
          headers: z.object({ Allow: z.string().meta({ description: 'The methods the path has, comma-separated' }) }),
          content: { 'application/json': { schema: errorBody } },
        },
        TooLarge: { description: 'TOO_LARGE: a request body over 256 KB, refused before routing', content: { 'application/json': { schema: errorBody } } },
      },
    },
    security: [{ [SECURITY_SCHEME]: [] }],
    paths,
  } as Parameters<typeof createDocument>[0]);
  return withPlainOutputNames(doc);
};
