import { type Feature, type Route, routesOf } from '../routes';

/** The define infra/feature-function.ts bundles each HTTP feature with: its own rows of the route table, as JSON. */
export const FEATURE_ROUTES_DEFINE = 'process.env.FEATURE_ROUTES_JSON';

/**
 * The feature's rows of THE route table. A deployed bundle carries only its
 * own rows, written in as JSON when CDK bundles it (`define`), so esbuild
 * drops the rest of the table (10 KB minified: every feature's paths and
 * grants) from every function (issue 23 item 12); the local server and the
 * tests read the table itself.
 */
export const featureRoutes = (feature: Feature): Route[] =>
  typeof process.env.FEATURE_ROUTES_JSON === 'string' ? (JSON.parse(process.env.FEATURE_ROUTES_JSON) as Route[]) : routesOf(feature);
