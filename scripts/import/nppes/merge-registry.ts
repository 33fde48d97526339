import { withPhysicianChoices } from '../../../functions/core/physician-choices';
import type { PhysicianRecord } from '../../../functions/core/schemas/physician';
import { findCity } from '../../seed/data/cities';
import type { UnidentifiedPhysician } from '../upsert-by-identity';
import type { RegistryFields } from './nppes-row';

/** "M.D." → "MD", "md, phd" → "MD, PHD": the registry's free text, made consistent. */
const credentialTitle = (credential: string): string => credential.replace(/\./g, '').replace(/\s+/g, ' ').trim().toUpperCase() || 'Physician';

/**
 * A profile with the registry's facts laid over what we hold. The registry
 * owns who and where the physician is (legal name, practice city/state/ZIP,
 * specialty from the primary taxonomy, license states, NPI dates); vendor
 * and resume data stay as they are: emails, the direct dial, title,
 * organization, skills, education, board certifications, graduation year,
 * languages, LinkedIn. The practice phone is a business line, so it is the
 * profile's `phone` (a direct dial is the person's own line), verified as of
 * the record's Last Update Date; a phone verified later than that (by a
 * vendor) is the fresher fact and stays. Whatever the physician corrected
 * themselves stays too (core/physician-choices.ts).
 */
export const mergeRegistry = (reg: RegistryFields, existing: PhysicianRecord | undefined, stamp: string): UnidentifiedPhysician => {
  const { id: _id, version: _version, ...kept } = existing ?? ({} as Partial<PhysicianRecord>);
  const moved = !existing || existing.city !== reg.city || existing.state !== reg.state || existing.zip !== reg.zip;
  const place = moved ? findCity(reg.city, reg.state) : undefined;
  const coordinates = moved
    ? place
      ? { latitude: place.lat, longitude: place.lon }
      : { latitude: undefined, longitude: undefined }
    : { latitude: existing?.latitude, longitude: existing?.longitude };
  const phoneAt = reg.lastUpdatedAt ? `${reg.lastUpdatedAt}T00:00:00.000Z` : undefined;
  const keepPhone = !reg.phone || (existing?.phone && existing.phoneVerifiedAt && phoneAt && existing.phoneVerifiedAt > phoneAt);
  const merged: UnidentifiedPhysician = {
    title: credentialTitle(reg.credential),
    organization: '',
    organizationSize: '',
    organizationRevenue: '',
    organizationIndustry: '',
    skills: [],
    education: [],
    boardCertifications: [],
    languages: [],
    source: 'import',
    ...kept,
    firstName: reg.firstName,
    lastName: reg.lastName,
    fullName: `${reg.firstName} ${reg.lastName}`,
    specialty: reg.specialty,
    city: reg.city,
    state: reg.state,
    location: `${reg.city}, ${reg.state}`,
    zip: reg.zip,
    ...coordinates,
    npi: reg.npi,
    licenseStates: [...reg.licenseStates],
    taxonomyCodes: [...reg.taxonomyCodes],
    primaryTaxonomy: reg.primaryTaxonomy,
    npiEnumeratedAt: reg.enumeratedAt,
    npiUpdatedAt: reg.lastUpdatedAt,
    ...(keepPhone ? {} : { phone: reg.phone, phoneVerifiedAt: phoneAt }),
    createdAt: existing?.createdAt ?? stamp,
    updatedAt: stamp,
  };
  // Absent, not undefined: the record compares equal to what the table gives back, and DynamoDB stores no empty attributes.
  // A field the physician corrected on their own page keeps their value (issue 25), so an unchanged file still compares equal.
  return withPhysicianChoices(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)) as UnidentifiedPhysician, existing);
};

// intent is the physician's own (issue 25): the import carries it over (upsert-by-identity.ts), so it is no change.
const IGNORED = new Set(['id', 'version', 'updatedAt', 'createdAt', 'intent']);

/** Whether writing `next` would change nothing a reader sees: re-running a file must not bump versions (and reindex) for nothing. */
export const sameProfile = (stored: PhysicianRecord, next: UnidentifiedPhysician): boolean => {
  const a = stored as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  }
  return true;
};
