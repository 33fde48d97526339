import type { ChangeValues } from './profile-change-ports';
import type { PhysicianRecord } from './schemas/physician';
import type { PhysicianProvidedField } from './schemas/physician-provided';
import { zipCentroid } from './search/zip-centroids';
import { taxonomyCodesForSpecialty } from './taxonomy/spec-specialties';

/** An email replacement's code: how long it works, how many wrong tries it takes, how many codes a profile may have mailed per hour. */
export const EMAIL_CODE_MINUTES = 20;
export const EMAIL_CODE_ATTEMPTS = 5;
export const EMAIL_CODES_PER_HOUR = 5;

type Values = Record<string, unknown>;

const isContact = (f: PhysicianProvidedField): f is 'personalEmail' | 'workEmail' | 'phone' | 'directDial' => f === 'personalEmail' || f === 'workEmail' || f === 'phone' || f === 'directDial';

/** The place's label and point follow its city, state and ZIP: a ZIP's centroid, else none (a stale point would mislead distance search). */
const placeOf = (r: Values): Values => {
  const point = typeof r.zip === 'string' ? zipCentroid(r.zip) : null;
  return { location: `${String(r.city)}, ${String(r.state)}`, latitude: point?.lat, longitude: point?.lon };
};

/**
 * The record with one field set to `value` (undefined: removed), its
 * companions recomputed, and who provided it: `providedAt` marks it the
 * physician's (null: no longer). A contact's verified date is `verifiedAt`.
 */
export const withField = (r: PhysicianRecord, field: PhysicianProvidedField, value: unknown, providedAt: string | null, verifiedAt: string | null, updatedAt: string): PhysicianRecord => {
  const out: Values = { ...r, [field]: value, updatedAt };
  if (field === 'city' || field === 'state' || field === 'zip') Object.assign(out, placeOf(out));
  if (field === 'specialty' && typeof value === 'string') {
    const codes = taxonomyCodesForSpecialty(value);
    Object.assign(out, { taxonomyCodes: codes, primaryTaxonomy: codes[0] });
  }
  if (isContact(field)) out[`${field}VerifiedAt`] = verifiedAt ?? undefined;
  const provided = { ...r.physicianProvided };
  if (providedAt) provided[field] = providedAt;
  else delete provided[field];
  out.physicianProvided = Object.keys(provided).length ? provided : undefined;
  for (const k of Object.keys(out)) if (out[k] === undefined) delete out[k];
  return out as PhysicianRecord;
};

/** What setting `field` to `value` replaces, kept on the log entry for an admin's revert. */
export const changeValues = (r: PhysicianRecord, field: PhysicianProvidedField, value: unknown): ChangeValues => ({
  previous: (r as Values)[field] ?? null,
  value: value ?? null,
  previousProvidedAt: r.physicianProvided?.[field] ?? null,
  previousVerifiedAt: isContact(field) ? (r[`${field}VerifiedAt`] ?? null) : null,
});

/** Equal as stored (lists compare by content). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
