import type { SearchFilters } from '../ports';
import type { PhysicianSummary } from '../schemas/physician';

type Predicate = (p: PhysicianSummary) => boolean;

/** Whether the query uses any intent filter (each implies open to opportunities). */
export const usesIntent = (q: SearchFilters): boolean =>
  !!(q.openToWork || q.preferredState?.length || q.employmentType?.length || q.availableBy || q.visa?.length || q.openedAfter || q.openedUntil);

/**
 * Issue 25's filters over opted-in intent, part of the reference
 * (matcher.ts). Expiry is decided at query time: the server sets
 * `intentAsOf` (its clock) on every search, and an intent whose expiresAt is
 * not after it never matches, whether or not the expiry job has run yet.
 * Without `intentAsOf` no intent matches (never a stale one). ISO times
 * of one format compare as text, which both engines' keyword/date fields agree with.
 */
export const intentPredicate = (q: SearchFilters): Predicate | null => {
  if (!usesIntent(q)) return null;
  const asOf = q.intentAsOf ?? '';
  const states = q.preferredState?.length ? q.preferredState : null;
  const types = q.employmentType?.length ? q.employmentType : null;
  const visas = q.visa?.length ? q.visa : null;
  const by = q.availableBy;
  const { openedAfter: after, openedUntil: until } = q;
  return ({ intent: i }) =>
    !!i &&
    !!asOf &&
    i.status !== 'not_looking' &&
    i.expiresAt > asOf &&
    (!states || i.preferredStates.some((s) => states.includes(s))) &&
    (!types || i.employmentTypes.some((t) => types.includes(t))) &&
    (!visas || (i.visa !== null && visas.includes(i.visa))) &&
    (!by || i.availableFrom === null || i.availableFrom <= by) &&
    // A saved-search alert's "newly open" window, (after, until] like the publication window.
    (!after || i.openedAt > after) &&
    (!until || i.openedAt <= until);
};
