import { afterEach, describe, expect, it } from 'vitest';
import { routesOf } from '../routes';
import { featureRoutes } from './feature-routes';

describe('featureRoutes', () => {
  afterEach(() => {
    delete process.env.FEATURE_ROUTES_JSON;
  });

  it('reads the route table itself where no rows were written in (local server, tests)', () => {
    expect(featureRoutes('exports')).toEqual(routesOf('exports'));
  });

  it('takes the rows written into a deployed bundle', () => {
    const rows = routesOf('lists');
    process.env.FEATURE_ROUTES_JSON = JSON.stringify(rows);
    expect(featureRoutes('lists')).toEqual(rows);
  });
});
