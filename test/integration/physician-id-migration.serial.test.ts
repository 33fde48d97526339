import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, keys } from '../../functions/adapters/aws/dynamo-client';
import { identityItem } from '../../functions/adapters/aws/dynamo-physician-identities';
import { currentPhysicianId, newId, newPhysicianId } from '../../functions/core/ids';
import { type ListDetail, type PhysicianList, listDetail } from '../../functions/core/schemas/lists';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import type { PhysicianSearchResult } from '../../functions/core/schemas/physician-search';
import { physicianIdentity } from '../../scripts/import/identity';
import { migratePhysicianIds } from '../../scripts/ops/physician-id-migration';
import { physicianAt } from '../../scripts/seed/physicians';
import { eventually } from '../support/eventually';
import { api } from '../support/stack';
import { makeUser, stackDeps } from '../support/users';

/** Profiles as the code before random ids wrote them: a sequential seed id, SHA-256-of-email import ids, an approval ULID. */
const plantOldProfiles = async () => {
  const d = await stackDeps();
  const lastName = `Migrateworth${randomUUID().replace(/[\d-]/g, '').slice(0, 8)}`;
  const at = new Date().toISOString();
  const [seeded, importedA, importedB, approved] = [0, 1, 2, 3].map((i) => {
    const p = physicianAt(313, 7000 + i);
    return { ...p, lastName, fullName: `${p.firstName} ${lastName}`, createdAt: at, updatedAt: at };
  }) as [PhysicianRecord, PhysicianRecord, PhysicianRecord, PhysicianRecord];
  const imp = (email: string) => `imp_${createHash('sha256').update(`email:${email}`).digest('hex').slice(0, 20)}`;
  const seq = `phy_9${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  const records: PhysicianRecord[] = [
    { ...seeded, id: seq, source: 'seed' },
    { ...importedA, npi: undefined, personalEmail: `a-${lastName}@example.com`, id: imp(`a-${lastName}@example.com`), source: 'import' },
    { ...importedB, npi: undefined, personalEmail: `b-${lastName}@example.com`, id: imp(`b-${lastName}@example.com`), source: 'import' },
    { ...approved, npi: undefined, id: newId(new Date()), source: 'submission' },
  ];
  await d.physicians.putMany(records);
  return { d, lastName, records };
};

const table = async () => {
  const d = await stackDeps();
  const db = documentClient(d.config);
  return { d, db, name: d.config.TABLE_NAME, target: { db, table: d.config.TABLE_NAME, keyring: d.keyring, lists: d.lists } };
};

describe('npm run migrate:physician-ids', () => {
  it('gives old ids random ones, keeps lists and reveals on the same people, and the old ids 404', async () => {
    const { d, lastName, records } = await plantOldProfiles();
    const oldIds = records.map((r) => r.id);
    const search = () => api<PhysicianSearchResult>(`/api/physicians?query=${lastName}`);
    await eventually(search, (r) => r.body.total === 4);

    const user = await makeUser({ tier: 'premium' });
    const list = (await api<PhysicianList>('/api/lists', { method: 'POST', token: user.token, body: { name: 'Before the migration' } })).body;
    expect((await api(`/api/lists/${list.id}/physicians`, { method: 'POST', token: user.token, body: { physicianIds: oldIds.slice(0, 3) } })).status).toBe(200);
    expect((await api(`/api/physicians/${oldIds[1]}/contact`, { method: 'POST', token: user.token })).status).toBe(200);

    const { db, name, target } = await table();
    const first = await migratePhysicianIds(target);
    expect(first).toMatchObject({ memberships: 3, reveals: 1 });
    expect(first.profiles).toBeGreaterThanOrEqual(4);

    for (const old of oldIds) expect((await api(`/api/physicians/${old}`)).status).toBe(404);
    const shown = listDetail.parse((await api<ListDetail>(`/api/lists/${list.id}`, { token: user.token })).body);
    expect(shown.physicians.items.map((p) => p.fullName).sort()).toEqual(records.slice(0, 3).map((r) => r.fullName).sort());
    expect(shown.physicians.items.every((p) => currentPhysicianId.test(p.id))).toBe(true);
    expect(shown.list.physicianCount).toBe(3);

    const found = await eventually(search, (r) => r.body.total === 4 && r.body.items.every((p) => currentPhysicianId.test(p.id)));
    const idOf = new Map(found.body.items.map((p) => [p.fullName, p.id]));
    // The imported ones now have identity items: a re-import finds them under the new ids.
    for (const r of records.slice(0, 3)) {
      const identity = await physicianIdentity(d.keyring, r);
      expect((await d.physicians.idsOfIdentities([identity])).get(identity)).toBe(idOf.get(r.fullName));
    }
    const reveals = await db.send(
      new QueryCommand({ TableName: name, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :r)', ExpressionAttributeValues: { ':pk': keys.user(user.id).pk, ':r': 'REVEAL#' } }),
    );
    expect(reveals.Items?.map((i) => i.physicianId)).toEqual([idOf.get(records[1]?.fullName ?? '')]);

    // Done is done: a second run finds nothing and duplicates nobody.
    expect(await migratePhysicianIds(target)).toEqual({ profiles: 0, memberships: 0, reveals: 0, submissions: 0 });
    expect((await search()).body.total).toBe(4);
    await d.physicians.deleteMany([...idOf.values()]);
  });

  it('finishes a run that stopped half way, on the id the first run chose, without a duplicate', async () => {
    const { d, lastName, records } = await plantOldProfiles();
    const { db, name, target } = await table();
    const [, imported, , approved] = records as [PhysicianRecord, PhysicianRecord, PhysicianRecord, PhysicianRecord];
    // The crash: one identity claimed with its id, another profile's id pinned, nothing copied yet.
    const [claimed, pinned] = [newPhysicianId(), newPhysicianId()];
    await db.send(new PutCommand({ TableName: name, Item: identityItem(await physicianIdentity(d.keyring, imported), claimed) }));
    const old = (await db.send(new GetCommand({ TableName: name, Key: keys.physician(approved.id) }))).Item;
    await db.send(new PutCommand({ TableName: name, Item: { ...old, migratedTo: pinned } }));

    await migratePhysicianIds(target);
    expect((await d.physicians.get(claimed))?.fullName).toBe(imported.fullName);
    expect((await d.physicians.get(pinned))?.fullName).toBe(approved.fullName);
    const found = await eventually(
      () => api<PhysicianSearchResult>(`/api/physicians?query=${lastName}`),
      (r) => r.body.total === 4 && r.body.items.every((p) => currentPhysicianId.test(p.id)),
    );
    expect(found.body.items.map((p) => p.id)).toEqual(expect.arrayContaining([claimed, pinned]));
    await d.physicians.deleteMany(found.body.items.map((p) => p.id));
  });
});
