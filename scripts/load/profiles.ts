import { createHash } from 'node:crypto';
import { toDocument, type IndexedPhysician } from '../../functions/adapters/aws/opensearch-document';
import { summaryOf } from '../../functions/core/physician';
import type { PhysicianSummary } from '../../functions/core/schemas/physician';
import { physicianAt } from '../seed/physicians';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** One fixed date for every load profile, so the bulk files and the committed workload describe the same people run after run. */
export const LOAD_AS_OF = new Date('2026-01-01T00:00:00.000Z');

/**
 * A stable id in the shape of newPhysicianId (`phy_` + 26 base32 characters),
 * derived from (seed, index): the bulk files and the workload agree on ids
 * without DynamoDB, and regenerating gives the same ones. Only for load data
 * in a test index; real ids are random (functions/core/ids.ts).
 */
export const loadProfileId = (seed: number, index: number): string => {
  const digest = createHash('sha256').update(`load-profile:${seed}:${index}`).digest();
  let id = 'phy_';
  for (let i = 0; i < 26; i++) id += BASE32[(digest[i] ?? 0) & 31];
  return id;
};

/** Profile #index of the seed stream (scripts/seed/physicians.ts) as the search index sees it: the summary. */
export const loadProfileAt = (seed: number, index: number, asOf: Date): PhysicianSummary =>
  summaryOf({ ...physicianAt(seed, index, asOf), id: loadProfileId(seed, index) });

/** The two NDJSON lines of one profile, as the indexer writes it: external version 1, the indexed document shape. */
export const bulkLinesOf = (summary: PhysicianSummary): [object, IndexedPhysician] => [
  { index: { _id: summary.id, version: 1, version_type: 'external' } },
  toDocument(summary),
];
