import type { PhysicianRecord, PhysicianSummary } from './schemas/physician';
import { publicIntentOf } from './intent';
import { taxonomyCodesForSpecialty } from './taxonomy/spec-specialties';

const shown = (r: PhysicianRecord, f: 'personalEmail' | 'workEmail' | 'phone' | 'directDial'): string | undefined => (r.hiddenContacts?.includes(f) ? undefined : r[f]);
/** The latest of the dates of the fields that hold a value: a date of a field since emptied would vouch for nothing. */
const verifiedDate = <K extends 'emailLastVerifiedAt' | 'phoneLastVerifiedAt'>(key: K, dates: ReadonlyArray<string | undefined>): Partial<Record<K, string>> => {
  const latest = dates.filter((d): d is string => !!d).sort().at(-1);
  return latest ? ({ [key]: latest } as Partial<Record<K, string>>) : {};
};

/**
 * Drops the contact fields: the only shape that may leave DynamoDB for the
 * search index or a search/profile response. Lists every kept field by name
 * so a new contact field can never leak by default.
 */
export const summaryOf = (r: PhysicianRecord): PhysicianSummary => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  fullName: r.fullName,
  title: r.title,
  specialty: r.specialty,
  organization: r.organization,
  organizationSize: r.organizationSize,
  organizationRevenue: r.organizationRevenue,
  organizationIndustry: r.organizationIndustry,
  city: r.city,
  state: r.state,
  location: r.location,
  skills: r.skills,
  education: r.education,
  ...(r.linkedinUrl ? { linkedinUrl: r.linkedinUrl } : {}),
  ...(r.npi ? { npi: r.npi } : {}),
  licenseStates: r.licenseStates,
  boardCertifications: r.boardCertifications,
  ...(r.graduationYear !== undefined ? { graduationYear: r.graduationYear } : {}),
  languages: r.languages,
  ...taxonomyOf(r),
  ...(r.zip ? { zip: r.zip } : {}),
  ...(r.latitude !== undefined && r.longitude !== undefined ? { latitude: r.latitude, longitude: r.longitude } : {}),
  // Profiles written before publishedAt existed were published when created.
  publishedAt: r.publishedAt ?? r.createdAt,
  // A field the physician hid is not held for recruiters: reveal would not hand it out, and its date vouches for nothing.
  hasEmail: !!(shown(r, 'personalEmail') || shown(r, 'workEmail')),
  hasPhone: !!(shown(r, 'phone') || shown(r, 'directDial')),
  ...verifiedDate('emailLastVerifiedAt', [shown(r, 'personalEmail') && r.personalEmailVerifiedAt, shown(r, 'workEmail') && r.workEmailVerifiedAt]),
  ...verifiedDate('phoneLastVerifiedAt', [shown(r, 'phone') && r.phoneVerifiedAt, shown(r, 'directDial') && r.directDialVerifiedAt]),
  ...(r.intent ? { intent: publicIntentOf(r.intent) } : {}),
});


/**
 * A profile's taxonomy codes as stored, or, for one stored without them
 * (before issue 16, or by a writer that sets only the specialty), the code
 * its spec specialty maps to, so every profile a reindex writes can be found by code.
 */
const taxonomyOf = (r: PhysicianRecord): Pick<PhysicianSummary, 'taxonomyCodes' | 'primaryTaxonomy'> => {
  const codes = r.taxonomyCodes?.length ? r.taxonomyCodes : taxonomyCodesForSpecialty(r.specialty);
  const primary = r.primaryTaxonomy ?? codes[0];
  return primary ? { taxonomyCodes: codes, primaryTaxonomy: primary } : { taxonomyCodes: codes };
};
