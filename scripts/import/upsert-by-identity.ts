import { newPhysicianId } from '../../functions/core/ids';
import type { IdentifiedPhysician, Keyring, PhysicianStore } from '../../functions/core/ports';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { withPhysicianChoices } from '../../functions/core/physician-choices';
import { identityKey, physicianIdentity } from './identity';

export type IdentityStore = Pick<PhysicianStore, 'getMany' | 'idsOfIdentities' | 'putWithIdentities'>;

/** A profile before it has an id: the identity decides which one it gets. */
export type UnidentifiedPhysician = Omit<PhysicianRecord, 'id'>;

export interface UpsertResult {
  readonly records: PhysicianRecord[];
  readonly created: number;
  readonly updated: number;
}

const MAX_ATTEMPTS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Writes up to 25 profiles (seeded or imported) by identity: a person seen
 * before keeps their id and createdAt; a new one gets a random id, claimed
 * together with its identity item. When a concurrent import claims the same
 * person first, the transaction writes nothing and the batch is read again,
 * so both runs end on the winner's id and one profile.
 */
export const upsertByIdentity = async (store: IdentityStore, keyring: Keyring, profiles: readonly UnidentifiedPhysician[]): Promise<UpsertResult> => {
  // One transaction cannot touch an item twice; callers split repeats across batches (see run-import.ts).
  if (new Set(profiles.map(identityKey)).size !== profiles.length) throw new Error('A batch holds the same physician twice');
  const identities = await Promise.all(profiles.map((p) => physicianIdentity(keyring, p)));
  for (let attempt = 1; ; attempt++) {
    const known = await store.idsOfIdentities(identities);
    const stored = new Map((await store.getMany([...known.values()])).map((r) => [r.id, r]));
    const entries: IdentifiedPhysician[] = profiles.map((p, i) => {
      const identity = identities[i] as string;
      const id = known.get(identity);
      const before = id ? stored.get(id) : undefined;
      // The stored version goes along, so the write's version is above it even when this writer's clock lags (core/physician-version.ts).
      // What the physician corrected on their own page, and their opted-in intent (issue 25), win over the import.
      // Written only over the version read: a correction or intent saved meanwhile makes the batch read again (core/ports.ts).
      return { identity, claim: !id, ...(before ? { readVersion: before.version ?? null } : {}), record: { ...withPhysicianChoices(p, before), id: id ?? newPhysicianId(), createdAt: before?.createdAt || p.createdAt, ...(before?.version ? { version: before.version } : {}), ...(before?.intent ? { intent: before.intent } : {}) } };
    });
    if (await store.putWithIdentities(entries)) {
      // A dangling identity (its profile never written, or removed by hand) counts as new, as its profile is.
      const created = entries.filter((e) => !stored.has(e.record.id)).length;
      return { records: entries.map((e) => e.record), created, updated: entries.length - created };
    }
    if (attempt >= MAX_ATTEMPTS) throw new Error('Concurrent writers kept claiming the same physicians; run the import again');
    await sleep(20 * attempt + Math.random() * 50);
  }
};
