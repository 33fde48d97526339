import { describe, expect, it } from 'vitest';
import { currentPhysicianId } from '../../functions/core/ids';
import { memoryPhysicianStore, testKeyring } from '../../test/support/memory-physician-store';
import { generatePhysicians } from '../seed/physicians';
import { type IdentityStore, upsertByIdentity } from './upsert-by-identity';

const keyring = testKeyring();
const people = generatePhysicians(3, 5, 0, new Date('2026-03-01T00:00:00.000Z'));

/** Holds every identity read until `n` readers have read, so the readers race to claim the same people. */
const racing = (store: IdentityStore, n: number) => {
  const waiting: (() => void)[] = [];
  let reads = 0;
  let writes = 0;
  const raced: IdentityStore = {
    ...store,
    async idsOfIdentities(h) {
      const found = await store.idsOfIdentities(h);
      if (++reads <= n) {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          if (waiting.length === n) for (const w of waiting.splice(0)) w();
        });
      }
      return found;
    },
    putWithIdentities: (e) => (writes++, store.putWithIdentities(e)),
  };
  return { raced, writes: () => writes };
};

describe('upsertByIdentity', () => {
  it('gives new people random ids and the same people their ids again, keeping createdAt', async () => {
    const { rows, store } = memoryPhysicianStore();
    const first = await upsertByIdentity(store, keyring, people);
    expect(first).toMatchObject({ created: 3, updated: 0 });
    expect(first.records.every((r) => currentPhysicianId.test(r.id))).toBe(true);
    const later = people.map((p) => ({ ...p, title: 'Chief', createdAt: '2027-01-01T00:00:00.000Z' }));
    const second = await upsertByIdentity(store, keyring, later);
    expect(second).toMatchObject({ created: 0, updated: 3 });
    expect(second.records.map((r) => r.id)).toEqual(first.records.map((r) => r.id));
    expect([...rows.values()].map((r) => [r.title, r.createdAt])).toEqual(people.map((p) => ['Chief', p.createdAt]));
  });

  it('lets the loser of a race for the same people re-read and write onto the winner’s ids', async () => {
    const { rows, identities, store } = memoryPhysicianStore();
    const { raced, writes } = racing(store, 2);
    const [a, b] = await Promise.all([upsertByIdentity(raced, keyring, people), upsertByIdentity(raced, keyring, people)]);
    expect(writes()).toBe(3); // two claims, one refused, and the loser's update
    expect([a.created, b.created].sort()).toEqual([0, 3]);
    expect(a.records.map((r) => r.id)).toEqual(b.records.map((r) => r.id));
    expect(rows.size).toBe(3);
    expect(identities.size).toBe(3);
  });

  it('refuses a batch holding one person twice (a transaction cannot write an item twice)', async () => {
    const { store } = memoryPhysicianStore();
    const [ada] = people as [(typeof people)[number]];
    await expect(upsertByIdentity(store, keyring, [ada, { ...ada, title: 'Again' }])).rejects.toThrow(/twice/);
  });
});
