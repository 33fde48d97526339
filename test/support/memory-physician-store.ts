import { secretKeyring } from '../../functions/adapters/aws/secret-keyring';
import type { Keyring } from '../../functions/core/ports';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import type { IdentityStore } from '../../scripts/import/upsert-by-identity';

/** The real keyring adapter under a fixed test key. */
export const testKeyring = (key = 'test-key-of-at-least-thirty-two-characters'): Keyring => secretKeyring({ AWS_REGION: 'us-east-1', APP_SECRET: key });

/**
 * An in-memory IdentityStore with the DynamoDB adapter's rules: a batch is
 * all or nothing, a claim fails when the identity exists, an update fails
 * when the identity no longer names the id or the profile is no longer at
 * the version the writer read. `batches` records each write.
 */
export const memoryPhysicianStore = () => {
  const rows = new Map<string, PhysicianRecord>();
  const identities = new Map<string, string>();
  const batches: PhysicianRecord[][] = [];
  const store: IdentityStore = {
    getMany: async (ids) => ids.flatMap((id) => rows.get(id) ?? []),
    idsOfIdentities: async (hashes) => new Map(hashes.flatMap((h) => (identities.has(h) ? [[h, identities.get(h) as string] as const] : []))),
    putWithIdentities: async (entries) => {
      const ok = entries.every(
        (e) =>
          (e.claim ? !identities.has(e.identity) : identities.get(e.identity) === e.record.id) &&
          (e.readVersion === undefined || (rows.has(e.record.id) && (rows.get(e.record.id)?.version ?? null) === e.readVersion)),
      );
      if (!ok) return false;
      for (const e of entries) {
        identities.set(e.identity, e.record.id);
        rows.set(e.record.id, e.record);
      }
      batches.push(entries.map((e) => e.record));
      return true;
    },
  };
  return { rows, identities, batches, store };
};
