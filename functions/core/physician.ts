import type { PhysicianRecord, PhysicianSummary } from './schemas/physician';
import { publicIntentOf } from './intent';
import { taxonomyCodesForSpecialty } from './taxonomy/spec-specialties';

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
  hasEmail: !!(r.personalEmail || r.workEmail),
  hasPhone: !!(r.phone || r.directDial),
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
