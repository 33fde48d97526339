/**
 * Issue 25: the fields a physician may correct on their own page (profile
 * fields) or replace with proof (contact fields). Kept apart from
 * physician.ts, which stores which of them the physician provided and when,
 * so both can name them without a cycle.
 */
export const correctableProfileFields = ['title', 'specialty', 'organization', 'city', 'state', 'zip', 'languages', 'licenseStates', 'boardCertifications', 'graduationYear'] as const;
export type CorrectableProfileField = (typeof correctableProfileFields)[number];

export const replaceableContactFields = ['personalEmail', 'workEmail', 'phone', 'directDial'] as const;
export type ReplaceableContactField = (typeof replaceableContactFields)[number];

export const physicianProvidedFields = [...correctableProfileFields, ...replaceableContactFields] as const;
export type PhysicianProvidedField = (typeof physicianProvidedFields)[number];

export const physicianProvidedLabels: Readonly<Record<PhysicianProvidedField, string>> = {
  title: 'Title',
  specialty: 'Specialty',
  organization: 'Organization',
  city: 'City of practice',
  state: 'State of practice',
  zip: 'ZIP of practice',
  languages: 'Languages',
  licenseStates: 'License states',
  boardCertifications: 'Board certifications',
  graduationYear: 'Graduation year',
  personalEmail: 'Personal email',
  workEmail: 'Work email',
  phone: 'Phone',
  directDial: 'Direct dial',
};
