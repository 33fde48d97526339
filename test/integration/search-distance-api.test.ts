import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import { physicianIdsResult, physicianSearchResult } from '../../functions/core/schemas/physician-search';
import { haversineMiles } from '../../functions/core/search/distance';
import { zipCentroid } from '../../functions/core/search/zip-centroids';
import { seededPhysicians } from '../support/physicians';
import { api, tokenOf } from '../support/stack';

/** Issue 16: distance from a ZIP over HTTP, on the seeded profiles of the local stack. */

const refusal = async (path: string, token?: string) => {
  const res = await api(path, token ? { token } : {});
  return { status: res.status, details: res.status === 400 ? errorBody.parse(res.body).error.details : res.body };
};

describe('GET /api/physicians?nearZip&withinMiles', () => {
  it('refuses an unknown ZIP, half a filter, an unoffered radius and a distance sort without a ZIP, with field errors', async () => {
    expect(await refusal('/api/physicians?nearZip=00000&withinMiles=10')).toEqual({ status: 400, details: { nearZip: ['Unknown ZIP code'] } });
    expect(await refusal('/api/physicians?nearZip=10001')).toEqual({ status: 400, details: { withinMiles: ['Choose a distance: 10, 25, 50, 100, 250 miles'] } });
    expect(await refusal('/api/physicians?withinMiles=25')).toEqual({ status: 400, details: { nearZip: ['Enter a ZIP code to search within a distance'] } });
    expect(await refusal('/api/physicians?sortKey=distance')).toEqual({ status: 400, details: { sortKey: ['Sorting by distance needs a ZIP code'] } });
    expect((await refusal('/api/physicians?nearZip=10001&withinMiles=30')).details).toHaveProperty('withinMiles');
    expect((await refusal('/api/physicians?nearZip=1000A&withinMiles=10')).details).toHaveProperty('nearZip');
  });

  it('refuses the same on the facets and on select-all (signed in)', async () => {
    expect(await refusal('/api/specialties?nearZip=00000&withinMiles=10')).toEqual({ status: 400, details: { nearZip: ['Unknown ZIP code'] } });
    const token = await tokenOf('admin');
    expect(await refusal('/api/physicians/ids?sortKey=distance', token)).toEqual({ status: 400, details: { sortKey: ['Sorting by distance needs a ZIP code'] } });
    expect(await refusal('/api/physicians/ids?nearZip=00000&withinMiles=10', token)).toEqual({ status: 400, details: { nearZip: ['Unknown ZIP code'] } });
  });

  it('finds the seeded physicians within the radius, nearest first, each with its miles to one decimal', async () => {
    const token = await tokenOf('premium recruiter');
    const seeded = await seededPhysicians();
    const someone = seeded.find((p) => p.zip && p.latitude !== undefined)!;
    const origin = zipCentroid(someone.zip!)!;
    const within = seeded.filter((p) => p.latitude !== undefined && p.longitude !== undefined && haversineMiles(origin, { lat: p.latitude, lon: p.longitude }) <= 25);
    const res = await api(`/api/physicians?nearZip=${someone.zip}&withinMiles=25&sortKey=distance`, { token });
    expect(res.status).toBe(200);
    const body = physicianSearchResult.parse(res.body);
    expect(body.total).toBe(within.length);
    expect(body.items.map((p) => p.id)).toContain(someone.id);
    const miles = body.items.map((p) => p.distanceMiles as number);
    expect(miles.every((m) => typeof m === 'number' && m <= 25 && Math.round(m * 10) === m * 10)).toBe(true);
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    // The distance order pages by page number only.
    expect(body.nextCursor === null || body.nextCursor === body.items.at(-1)?.id).toBe(true);

    const facets = await api(`/api/specialties?nearZip=${someone.zip}&withinMiles=25`);
    expect((facets.body as Array<{ count: number }>).reduce((s, c) => s + c.count, 0)).toBe(within.length);
    const ids = physicianIdsResult.parse((await api(`/api/physicians/ids?nearZip=${someone.zip}&withinMiles=25&sortKey=distance`, { token: await tokenOf('admin') })).body);
    expect(ids.ids).toEqual(body.items.map((p) => p.id).concat(ids.ids.slice(body.items.length)));
  });
});

describe('POST /api/saved-searches with a distance', () => {
  it('keeps nearZip and withinMiles, and refuses an unknown ZIP, half a filter or a distance sort without a ZIP', async () => {
    const token = await tokenOf('premium recruiter');
    const save = (searchParams: object) => api('/api/saved-searches', { method: 'POST', token, body: { name: 'Near Manhattan', searchParams } });
    const ok = await save({ nearZip: '10001', withinMiles: 50, specialty: ['Cardiology'], sortKey: 'distance' });
    expect(ok.status).toBe(201);
    expect((ok.body as { searchParams: object }).searchParams).toMatchObject({ nearZip: '10001', withinMiles: 50, sortKey: 'distance' });
    await api(`/api/saved-searches/${(ok.body as { id: string }).id}`, { method: 'DELETE', token });
    const unknown = await save({ nearZip: '00000', withinMiles: 50 });
    expect([unknown.status, errorBody.parse(unknown.body).error.details]).toEqual([400, { nearZip: ['Unknown ZIP code'] }]);
    for (const half of [{ nearZip: '10001' }, { withinMiles: 10, query: 'x' }, { query: 'x', sortKey: 'distance' }, { nearZip: '10001', withinMiles: 30 }]) {
      expect((await save(half)).status, JSON.stringify(half)).toBe(400);
    }
  });
});
