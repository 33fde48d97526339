import type { PhysicianRecord, PhysicianSummary } from './schemas/physician';

/** Drops the contact fields: the only shape that may leave DynamoDB for the index or a search response. */
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
});
