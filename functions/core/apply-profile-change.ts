import type { Deps } from './deps';
import { AppError } from './errors';
import type { ApplyConditions, ProfileChangeEntry } from './profile-change-ports';
import type { PhysicianRecord } from './schemas/physician';

const ROUNDS = 3;
const GONE = 'We no longer hold a profile for this link.';

export interface ChangePlan {
  readonly after: PhysicianRecord;
  readonly entries: readonly ProfileChangeEntry[];
  readonly conditions?: ApplyConditions;
}

/**
 * Reads the profile, plans the change on it and writes it with its log
 * entries only over what was read: an import or another change landing in
 * between makes the round start again from the new profile, never be lost.
 * A plan of null changes nothing. 404 when the profile is gone; 409 when it
 * kept changing.
 */
export const applyChange = async (d: Deps, physicianId: string, plan: (current: PhysicianRecord) => Promise<ChangePlan | null> | ChangePlan | null): Promise<PhysicianRecord> => {
  for (let round = 0; round < ROUNDS; round++) {
    const current = await d.physicians.get(physicianId);
    if (!current) throw new AppError('NOT_FOUND', GONE);
    const p = await plan(current);
    if (!p) return current;
    if (await d.profileChanges.apply(current, p.after, p.entries, p.conditions)) return p.after;
  }
  throw new AppError('CONFLICT', 'Your profile changed at the same time; please try again.');
};
