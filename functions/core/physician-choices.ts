import type { PhysicianRecord } from './schemas/physician';
import { type PhysicianProvidedField, physicianProvidedFields } from './schemas/physician-provided';

/** Fields that travel with a provided one: the place's derived label and point, a contact's verified date, the specialty's codes. */
const companionsOf = (f: PhysicianProvidedField): readonly string[] => {
  if (f === 'city' || f === 'state' || f === 'zip') return ['location', 'latitude', 'longitude'];
  if (f === 'specialty') return ['taxonomyCodes', 'primaryTaxonomy'];
  if (f === 'personalEmail' || f === 'workEmail' || f === 'phone' || f === 'directDial') return [`${f}VerifiedAt`];
  return [];
};

/**
 * What a physician said about themselves wins over a later vendor or
 * registry import (issue 25): every field they corrected or replaced keeps
 * its stored value (and what goes with it), and their hidden fields stay
 * hidden from search's counts, and their CV stays on file. `next` is what the import would write,
 * `before` what is stored; without a stored profile there is nothing to keep.
 * Every import path goes through here (scripts/import/upsert-by-identity.ts).
 */
export const withPhysicianChoices = <T extends Omit<PhysicianRecord, 'id'>>(next: T, before: PhysicianRecord | undefined): T => {
  if (!before?.physicianProvided && !before?.hiddenContacts && !before?.cv) return next;
  const out: Record<string, unknown> = { ...next };
  const from: Record<string, unknown> = before;
  for (const f of physicianProvidedFields) {
    if (!before.physicianProvided?.[f]) continue;
    for (const k of [f, ...companionsOf(f)]) {
      if (from[k] === undefined) delete out[k];
      else out[k] = from[k];
    }
  }
  if (before.physicianProvided) out.physicianProvided = before.physicianProvided;
  if (before.hiddenContacts?.length) out.hiddenContacts = before.hiddenContacts;
  // Their CV (issue 25 item 5) is theirs alone: no import has one to replace it with.
  if (before.cv) out.cv = before.cv;
  return out as T;
};
