import { createHash } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient } from '../../functions/adapters/aws/dynamo-client';
import { currentPhysicianId } from '../../functions/core/ids';
import { errorBody } from '../../functions/core/schemas/error';
import { type ContactReveal, contactReveal, physicianProfile } from '../../functions/core/schemas/physician';
import { type PhysicianIdsResult, type PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { api, tokenOf } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';

const codeOf = (body: unknown) => errorBody.parse(body).error.code;
const someId = async () => (await api<PhysicianSearchResult>('/api/physicians')).body.items[0]!.id;

describe('GET /api/physicians/{id}', () => {
  it('returns the profile without contact fields', async () => {
    const id = await someId();
    const res = await api(`/api/physicians/${id}`);
    expect(res.status).toBe(200);
    const p = physicianProfile.strict().parse(res.body);
    // Whether a CV is on file, always said (issue 25); never where it lies.
    expect(typeof p.hasCv).toBe('boolean');
    expect(p.id).toBe(id);
  });
  it('is 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('/api/physicians/phy_9999999')).status).toBe(404);
    const bad = await api('/api/physicians/%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(codeOf(bad.body)).toBe('VALIDATION');
  });
});

describe('physician ids in responses', () => {
  it('are random: neighbours in search share nothing, no counter or hash of a contact field is in them, and the next number is not a profile', async () => {
    const page = (await api<PhysicianSearchResult>('/api/physicians?sortKey=name')).body.items;
    expect(page.length).toBeGreaterThanOrEqual(20);
    for (const p of page) expect(p.id).toMatch(currentPhysicianId);
    const [a, b] = [page[0]?.id ?? '', page[1]?.id ?? ''];
    expect(a.slice(0, 10)).not.toBe(b.slice(0, 10));
    const d = await stackDeps();
    const record = await d.physicians.get(a);
    for (const field of [record?.personalEmail, record?.workEmail, record?.npi].filter((f): f is string => !!f)) {
      for (const input of [field, `email:${field.toLowerCase()}`, `npi:${field}`]) expect(a).not.toContain(createHash('sha256').update(input).digest('hex').slice(0, 12));
    }
    // Walking by counting finds nothing: neither the old sequential ids nor an id one step from a real one.
    const last = a.at(-1) === 'a' ? 'b' : 'a';
    for (const guess of ['phy_0000001', 'phy_0000002', `${a.slice(0, -1)}${last}`]) expect((await api(`/api/physicians/${guess}`)).status).toBe(404);
  });
});

describe('POST /api/physicians/{id}/contact', () => {
  it('refuses anonymous (401), free (402) and demo (403 DEMO_RESTRICTED)', async () => {
    const id = await someId();
    expect((await api(`/api/physicians/${id}/contact`, { method: 'POST' })).status).toBe(401);
    const free = await makeUser();
    const refused = await api(`/api/physicians/${id}/contact`, { method: 'POST', token: free.token });
    expect([refused.status, codeOf(refused.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    const demo = await api(`/api/physicians/${id}/contact`, { method: 'POST', token: await tokenOf('demo') });
    expect([demo.status, codeOf(demo.body)]).toEqual([403, 'DEMO_RESTRICTED']);
    expect(errorBody.parse(demo.body).error.message).toBe('Contact Restricted in Demo');
  });

  it('reveals to a basic subscriber and to an admin, and logs who saw whom', async () => {
    const id = await someId();
    const basic = await makeUser({ tier: 'basic' });
    const res = await api<ContactReveal>(`/api/physicians/${id}/contact`, { method: 'POST', token: basic.token });
    expect(res.status).toBe(200);
    const record = await (await stackDeps()).physicians.get(id);
    expect(contactReveal.parse(res.body).email).toBe(record?.personalEmail ?? record?.workEmail ?? null);
    const admin = await api(`/api/physicians/${id}/contact`, { method: 'POST', token: await tokenOf('admin') });
    expect(admin.status).toBe(200);

    const d = await stackDeps();
    const logs = await documentClient(d.config).send(
      new QueryCommand({
        TableName: d.config.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: { ':pk': `USER#${basic.id}`, ':sk': 'REVEAL#' },
      }),
    );
    expect(logs.Items?.map((i) => i.physicianId)).toEqual([id]);
  });

  it('answers 429 past the daily cap (5 in tests) and counts nothing more', async () => {
    const user = await makeUser({ tier: 'premium' });
    const ids = (await api<PhysicianSearchResult>('/api/physicians', { token: user.token })).body.items.map((p) => p.id);
    const statuses = await Promise.all(ids.slice(0, 8).map((id) => api(`/api/physicians/${id}/contact`, { method: 'POST', token: user.token }).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('is 404 for a physician that does not exist, after the access checks', async () => {
    const basic = await makeUser({ tier: 'basic' });
    expect((await api('/api/physicians/phy_9999999/contact', { method: 'POST', token: basic.token })).status).toBe(404);
  });
});

describe('GET /api/physicians/ids (Select All)', () => {
  it('refuses anonymous (401) and non-premium (402) callers', async () => {
    expect((await api('/api/physicians/ids')).status).toBe(401);
    for (const tier of [undefined, 'basic'] as const) {
      const u = await makeUser(tier ? { tier } : {});
      const res = await api('/api/physicians/ids', { token: u.token });
      expect([res.status, codeOf(res.body)]).toEqual([402, 'SUBSCRIPTION_REQUIRED']);
    }
  });

  it('gives premium, admin and demo the ids in the order of the search, capped at 500', async () => {
    const premium = await makeUser({ tier: 'premium' });
    for (const token of [premium.token, await tokenOf('admin'), await tokenOf('demo')]) {
      const res = await api<PhysicianIdsResult>('/api/physicians/ids?sortKey=location&sortDirection=desc', { token });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(300);
      expect(res.body.ids).toHaveLength(300);
      const page = await api<PhysicianSearchResult>('/api/physicians?sortKey=location&sortDirection=desc', { token });
      expect(res.body.ids.slice(0, 25)).toEqual(page.body.items.map((p) => p.id));
    }
  });
});
