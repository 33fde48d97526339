import type { SuppressionList } from '../../functions/core/ports';
import type { PhysicianRecord } from '../../functions/core/schemas/physician';
import { emailHash } from '../../functions/core/suppression';

/** Which of these email hashes are on the suppression list. */
export type SuppressedAmong = (hashes: readonly string[]) => Promise<Set<string>>;

/** One `has` per hash: right for fakes and small runs; the DynamoDB batch version is in dynamo-suppressed-among.ts. */
export const suppressedAmongVia =
  (list: SuppressionList): SuppressedAmong =>
  async (hashes) => {
    const hits = await Promise.all(hashes.map((h) => list.has(h)));
    return new Set(hashes.filter((_, i) => hits[i]));
  };

type WithEmails = Pick<PhysicianRecord, 'personalEmail' | 'workEmail'>;

const hashesOf = (r: WithEmails): string[] => [r.personalEmail, r.workEmail].filter((e): e is string => !!e).map(emailHash);

/**
 * Physicians who asked to be removed stay removed: a profile is skipped when
 * any of its emails is on the suppression list. One look-up per batch.
 */
export const splitSuppressed = async <T extends WithEmails>(check: SuppressedAmong, records: readonly T[]): Promise<{ kept: T[]; suppressed: T[] }> => {
  const hashes = records.map(hashesOf);
  const hit = await check([...new Set(hashes.flat())]);
  const isHit = (i: number) => (hashes[i] ?? []).some((h) => hit.has(h));
  return { kept: records.filter((_, i) => !isHit(i)), suppressed: records.filter((_, i) => isHit(i)) };
};
