import type { Keyring } from '../../functions/core/ports';
import { type IdentityStore, upsertByIdentity } from '../import/upsert-by-identity';
import { boundedPool } from './batch-pool';
import { generatePhysicians } from './physicians';
import { type SuppressedAmong, splitSuppressed } from './suppression-filter';

export interface SeedOptions {
  readonly store: IdentityStore;
  /** Hashes the identities (NPIs) that map each seeded person to their random id. */
  readonly keyring: Keyring;
  /** Absent only where no one can have asked for removal yet (a brand-new local table). */
  readonly suppressedAmong?: SuppressedAmong;
  readonly count: number;
  readonly seed: number;
  readonly start: number;
  /** Batches of 25 (the BatchWriteItem maximum) in flight at once. */
  readonly concurrency?: number;
  readonly asOf?: Date;
  readonly onProgress?: (done: { written: number; suppressed: number }) => void;
}

export const BATCH_SIZE = 25;

/**
 * Generates and writes `count` physicians from index `start`, 25 per
 * transaction (each profile with its identity item) with several batches in
 * flight. Ids are random; the identity (the NPI, unique per seed and index)
 * finds them again, so re-running with the same seed updates the same
 * profiles and a seed can be resumed with --start.
 */
export const seedPhysicians = async (o: SeedOptions): Promise<{ written: number; suppressed: number }> => {
  const totals = { written: 0, suppressed: 0 };
  const pool = boundedPool(async ({ from, size }: { from: number; size: number }) => {
    const records = generatePhysicians(size, o.seed, from, o.asOf);
    const { kept, suppressed } = o.suppressedAmong ? await splitSuppressed(o.suppressedAmong, records) : { kept: records, suppressed: [] };
    if (kept.length) await upsertByIdentity(o.store, o.keyring, kept);
    totals.written += kept.length;
    totals.suppressed += suppressed.length;
    o.onProgress?.({ ...totals });
  }, o.concurrency ?? 8);
  // Batches are described by (start, size) and generated inside the job, so generation overlaps the writes in flight.
  for (let from = o.start; from < o.start + o.count; from += BATCH_SIZE) {
    await pool.add({ from, size: Math.min(BATCH_SIZE, o.start + o.count - from) });
  }
  await pool.drain();
  return totals;
};
