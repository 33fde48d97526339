import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { config } from '../../functions/core/config';
import type { Deps } from '../../functions/core/deps';
import { removalTokenHash } from '../../functions/core/removal-token';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { REMOVAL_DONE_MESSAGE } from '../../functions/core/schemas/removal';
import { emailHash } from '../../functions/core/suppression';
import type { EndpointInput } from '../../functions/http/endpoint';
import { confirmRemoval } from '../../functions/removal/confirm-removal';
import { requestRemoval } from '../../functions/removal/request-removal';
import { REMOVAL_LEASE_MS, sweepRemovals } from '../../functions/removal/sweep-removals';
import { physicianAt } from '../../scripts/seed/physicians';
import { viewerHeaders } from '../support/clients';
import { eventually } from '../support/eventually';
import { removalTokenMailedTo } from '../support/mail';
import { api } from '../support/stack';
import { makeUser, stackDeps, type TestUser } from '../support/users';

// One recruiter owns every list here (its list cap is far above what these tests make).
let recruiter: Promise<TestUser> | undefined;

/** An endpoint call as the HTTP wrapper makes it, from a client of its own (the per-client limit stays out of the way). */
const aViewer = (): Record<string, string> => ({ 'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:${randomInt(1024, 65535)}` });
const inputOf = (body: unknown): EndpointInput => ({ query: undefined, body, params: undefined, principal: null, headers: aViewer(), rawBody: JSON.stringify(body), sourceIp: '127.0.0.1' });
const confirmOverHttp = (token: string) => api<{ removed: boolean; message: string }>('/api/removal-requests/confirm', { method: 'POST', body: { token }, headers: viewerHeaders() });

/** Deps with some parts replaced; the rest (lazy search and billing included) read through to `d`. */
const withParts = (d: Deps, parts: Partial<Deps>): Deps => Object.create(d, Object.fromEntries(Object.entries(parts).map(([k, value]) => [k, { value, enumerable: true }]))) as Deps;
const later = (d: Deps, ms: number): Deps => withParts(d, { now: () => new Date(Date.now() + ms) });

type Port = 'suppression' | 'physicians' | 'lists' | 'contactReports' | 'marks' | 'search' | 'removals';

/** `d` whose `port.method` does its real work and then throws, once: a crash right after that step. */
const crashingAfter = (d: Deps, port: Port, method: string): Deps => {
  let crashed = false;
  const real: object = d[port];
  const wrapped = new Proxy(real, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop);
      if (prop !== method || typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const out: unknown = await value.apply(target, args);
        if (!crashed) {
          crashed = true;
          throw new Error(`crash after ${port}.${method}`);
        }
        return out;
      };
    },
  });
  return withParts(d, { [port]: wrapped });
};

/** Every step of a confirmed removal, in order (functions/removal/complete-removal.ts). */
const steps: Array<[Port, string]> = [
  ['removals', 'claim'],
  ['suppression', 'add'],
  ['physicians', 'idsByEmail'],
  ['removals', 'recordIds'],
  ['lists', 'removePhysicianEverywhere'],
  ['contactReports', 'removePhysician'],
  ['marks', 'removePhysician'],
  ['physicians', 'deleteMany'],
  ['search', 'remove'],
];

/** Two profiles of one address, each on two lists (so a crash can fall between lists), a bystander on all; a link requested and mailed. */
const plant = async () => {
  const d = await stackDeps();
  const tag = randomUUID().slice(0, 8);
  const email = `crashy-${tag}@example.com`;
  // Letters only (search splits on digits), and all eight of the tag, so no other test's name matches.
  const lastName = `Crashworth${tag.replace(/\d/g, (n) => 'ghijklmnop'[Number(n)] ?? '')}`;
  const [a, b, c] = [physicianAt(78, 9101), physicianAt(78, 9102), physicianAt(78, 9103)].map((p, i) => ({ ...p!, id: `rc_${tag}_${i}`, lastName, fullName: `${p!.firstName} ${lastName}` }));
  const records = [{ ...a!, personalEmail: email }, { ...b!, personalEmail: `else-${tag}@example.net`, workEmail: email }, { ...c!, personalEmail: `keep-${tag}@example.com`, workEmail: undefined }];
  await d.physicians.putMany(records);
  const ids = records.map((r) => r.id);
  const owner = await (recruiter ??= makeUser({ tier: 'premium' }));
  const lists: string[] = [];
  for (const name of ['Crash one', 'Crash two']) {
    const list = await api<{ id: string }>('/api/lists', { method: 'POST', token: owner.token, body: { name: `${name} ${tag}` } });
    await api(`/api/lists/${list.body.id}/physicians`, { method: 'POST', token: owner.token, body: { physicianIds: ids } });
    lists.push(list.body.id);
  }
  // A bad-contact report and a verdict on each profile: a removal must take them along.
  for (const id of ids) {
    await d.contactReports.upsert({ physicianId: id, field: 'personalEmail', userId: owner.id, reason: 'bounced', note: null }, new Date().toISOString());
    await d.contactReports.decide({ physicianId: id, field: 'personalEmail', status: 'invalid', adminId: 'admin-test', at: new Date().toISOString() });
  }
  // "Exported on" marks of every profile (the list marks come with the adds above): a removal must take them along.
  await d.marks.markExported(owner.id, ids, new Date().toISOString());
  const search = () => api<PhysicianSearchResult>(`/api/physicians?query=${lastName}`, {});
  await eventually(search, (r) => r.body.total === 3);
  expect((await requestRemoval.run(inputOf({ email }), d)).status).toBe(202);
  const token = await removalTokenMailedTo(email);
  return { d, email, ids, owner, lists, search, token };
};

const requestItem = async (token: string) =>
  (await documentClient(config()).send(new GetCommand({ TableName: config().TABLE_NAME, Key: keys.removalRequest(removalTokenHash(token)), ConsistentRead: true }))).Item;

/** Every item of a physician's contact-report partition (reports, status, audit). */
const reportItemsOf = async (physicianId: string) =>
  (await documentClient(config()).send(new QueryCommand({ TableName: config().TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `CONTACT_REPORTS#${physicianId}` }, ConsistentRead: true }))).Items ?? [];

/** Every mark of a physician, of any user (gsi1 under the physician). */
const markItemsOf = async (physicianId: string) =>
  (
    await documentClient(config()).send(
      new QueryCommand({ TableName: config().TABLE_NAME, IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :p)', ExpressionAttributeValues: { ':pk': `PHYSICIAN#${physicianId}`, ':p': 'MARK#' } }),
    )
  ).Items ?? [];

/** The end state of every finished removal: gone from DynamoDB, search and every list; suppressed; the request done. */
const expectRemoved = async ({ d, email, ids, owner, lists, search, token }: Awaited<ReturnType<typeof plant>>) => {
  expect((await d.physicians.getMany(ids)).map((p) => p.id)).toEqual([ids[2]]);
  await eventually(search, (r) => r.body.total === 1);
  expect((await search()).body.items.map((p) => p.id)).toEqual([ids[2]]);
  for (const list of lists) {
    const detail = await api<{ physicians: { items: Array<{ id: string }> } }>(`/api/lists/${list}`, { token: owner.token });
    expect(detail.body.physicians.items.map((p) => p.id)).toEqual([ids[2]]);
  }
  expect(await d.suppression.has(emailHash(email))).toBe(true);
  expect(await reportItemsOf(ids[0]!)).toEqual([]);
  expect(await reportItemsOf(ids[1]!)).toEqual([]);
  // The bystander keeps its own.
  expect((await reportItemsOf(ids[2]!)).length).toBeGreaterThan(0);
  // Marks: none left of the removed (under any user), the bystander's kept with both lists.
  expect(await markItemsOf(ids[0]!)).toEqual([]);
  expect(await markItemsOf(ids[1]!)).toEqual([]);
  expect(await d.marks.marksOf(owner.id, ids)).toEqual([{ physicianId: ids[2], listIds: expect.arrayContaining(lists), exportedAt: expect.any(String) }]);
  const item = await requestItem(token);
  expect(item?.st).toBe('done');
  expect(item?.gsi1pk).toBeUndefined();
};

describe('a confirmed removal always finishes', () => {
  for (const [port, method] of steps) {
    it(`a crash after ${port}.${method}: the next click on the link finishes it and says success; the link is then used`, async () => {
      const planted = await plant();
      await expect(confirmRemoval.run(inputOf({ token: planted.token }), crashingAfter(planted.d, port, method))).rejects.toThrow(/crash after/);
      expect((await requestItem(planted.token))?.st).toBe('claimed');

      const again = await confirmOverHttp(planted.token);
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ removed: true, message: REMOVAL_DONE_MESSAGE });
      await expectRemoved(planted);
      expect((await confirmOverHttp(planted.token)).status).toBe(400);
    });

    it(`a crash after ${port}.${method}: the sweep finishes it without a click, once the lease is over`, async () => {
      const planted = await plant();
      await expect(confirmRemoval.run(inputOf({ token: planted.token }), crashingAfter(planted.d, port, method))).rejects.toThrow(/crash after/);

      // Within the lease the confirm may still be running: the sweep leaves it alone.
      await sweepRemovals(planted.d);
      expect((await requestItem(planted.token))?.st).toBe('claimed');

      const swept = await sweepRemovals(later(planted.d, REMOVAL_LEASE_MS + 1000));
      expect(swept.completed).toBeGreaterThanOrEqual(1);
      expect(swept.failed).toBe(0);
      await expectRemoved(planted);
      expect((await confirmOverHttp(planted.token)).status).toBe(400);
    });
  }

  it('a removal claimed before the link expired still finishes on a click after expiry', async () => {
    const planted = await plant();
    await expect(confirmRemoval.run(inputOf({ token: planted.token }), crashingAfter(planted.d, 'suppression', 'add'))).rejects.toThrow();
    const afterExpiry = later(planted.d, 25 * 3600_000);
    const res = await confirmRemoval.run(inputOf({ token: planted.token }), afterExpiry);
    expect(res).toEqual({ status: 200, body: { removed: true, message: REMOVAL_DONE_MESSAGE } });
    await expectRemoved(planted);
  });

  it('a sweep with a failing removal completes the others and keeps the failed one claimed for the next run', async () => {
    const [first, second] = [await plant(), await plant()];
    for (const p of [first, second]) await expect(confirmRemoval.run(inputOf({ token: p.token }), crashingAfter(p.d, 'lists', 'removePhysicianEverywhere'))).rejects.toThrow();
    const failing = withParts(later(first.d, REMOVAL_LEASE_MS + 1000), {
      suppression: { has: (h) => first.d.suppression.has(h), add: async (h) => { if (h === emailHash(first.email)) throw new Error('suppression down'); await first.d.suppression.add(h); } },
    });
    const result = await sweepRemovals(failing);
    expect(result.failed).toBe(1);
    expect((await requestItem(first.token))?.st).toBe('claimed');
    await expectRemoved(second);

    await sweepRemovals(later(first.d, REMOVAL_LEASE_MS + 1000));
    await expectRemoved(first);
  });
});
