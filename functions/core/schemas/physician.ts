import * as z from '../zod';
import { TAXONOMY_CODE_PATTERN } from '../taxonomy/code-pattern';
import { physicianProvidedFields } from './physician-provided';
import { publicIntent, storedIntent } from './intent';
import { storedCv } from './cv';

// The option lists and limits live apart, without zod, so the web can read them without loading zod.
export { companyIndustryOptions, companyRevenueOptions, companySizeOptions, educationOptions, FREE_VISIBLE_LIMIT, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, LIST_FILTER_MAX, PAGE_SIZE, SELECT_ALL_MAX, WITHIN_MILES } from './physician-constants';

export const educationEntry = z.object({
  schoolName: z.string(),
  degree: z.string(),
  field: z.string().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
});
export type EducationEntry = z.infer<typeof educationEntry>;

/** What search results and profiles show: never an email or a phone. */
export const physicianSummary = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  title: z.string(),
  specialty: z.string(),
  organization: z.string(),
  organizationSize: z.string(),
  organizationRevenue: z.string(),
  organizationIndustry: z.string(),
  city: z.string(),
  state: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  education: z.array(educationEntry),
  linkedinUrl: z.string().optional(),
  /** National Provider Identifier: 10 digits with a Luhn check digit over the 80840 prefix. */
  npi: z.string().regex(/^\d{10}$/).optional(),
  licenseStates: z.array(z.string()).default([]),
  boardCertifications: z.array(z.string()).default([]),
  graduationYear: z.number().int().min(1940).max(2100).optional(),
  languages: z.array(z.string()).default([]),
  /** NUCC Health Care Provider Taxonomy codes (core/taxonomy), upper-case; profiles written before issue 16 read as []. */
  taxonomyCodes: z.array(z.string().regex(TAXONOMY_CODE_PATTERN)).default([]),
  /** The primary one of taxonomyCodes (NPPES marks one primary; seeded profiles have one code). */
  primaryTaxonomy: z.string().regex(TAXONOMY_CODE_PATTERN).optional(),
  zip: z.string().regex(/^\d{5}$/).optional(),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  /** When the profile first became searchable (ISO; seed, import or approval), kept on updates: saved-search alerts find what is new by it. */
  publishedAt: z.string().optional(),
  /** Whether a reveal would find something, so the web can say so without seeing the value. */
  hasEmail: z.boolean(),
  hasPhone: z.boolean(),
  /**
   * When the most recently verified email / phone (personal or work, office or
   * direct) was last verified, ISO; absent when none is stored or none has a
   * date. Dates only, never the values (issue 24's table column).
   */
  emailLastVerifiedAt: z.string().optional(),
  phoneLastVerifiedAt: z.string().optional(),
  /** Issue 25: the physician's own "open to work", only when they opted in (and, in answers, only while live: core/intent.ts). */
  intent: publicIntent.optional(),
});
export type PhysicianSummary = z.infer<typeof physicianSummary>;

/** GET /api/physicians/{id}: the summary, and whether a CV is on file (issue 25 item 5; the fact only, never where; not a search field). */
export const physicianProfile = physicianSummary.extend({ hasCv: z.boolean().optional() });
export type PhysicianProfile = z.infer<typeof physicianProfile>;

/** The contact fields: only DynamoDB holds them; only reveal and export read them, after an access check. */
export const contactFields = z.object({
  personalEmail: z.string().optional(),
  workEmail: z.string().optional(),
  phone: z.string().optional(),
  directDial: z.string().optional(),
  personalEmailVerifiedAt: z.string().optional(),
  workEmailVerifiedAt: z.string().optional(),
  phoneVerifiedAt: z.string().optional(),
  directDialVerifiedAt: z.string().optional(),
});
export type ContactFields = z.infer<typeof contactFields>;

/** The stored record: the summary plus the contact fields and bookkeeping. */
export const physicianRecord = physicianSummary.omit({ hasEmail: true, hasPhone: true }).extend({
  ...contactFields.shape,
  /** Optional on the record: a writer that sets only the specialty (resume, vendor CSV) gets the spec specialty's code in summaryOf. */
  taxonomyCodes: z.array(z.string().regex(TAXONOMY_CODE_PATTERN)).optional(),
  /** Where the profile came from: the seed, a vendor import, or an approved resume. */
  source: z.enum(['seed', 'import', 'submission']).default('seed'),
  /** From the NPPES registry (scripts/import/nppes): when the NPI was issued and when its holder last updated it, YYYY-MM-DD. */
  npiEnumeratedAt: z.string().optional(),
  npiUpdatedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Issue 25: the fields the physician corrected or replaced on their own
   * page, each with when: a vendor or registry import keeps their value
   * (core/physician-choices.ts). Removed with the profile.
   */
  physicianProvided: z.partialRecord(z.enum(physicianProvidedFields), z.string()).optional(),
  /** Contact fields the physician hid (mirrors the contact-report STATUS item, which reveal reads): search's hasEmail/hasPhone leave them out. */
  hiddenContacts: z.array(z.enum(['personalEmail', 'workEmail', 'phone', 'directDial'])).optional(),
  /** The search index's external version (see core/physician-version.ts); set by the store on every write, absent on legacy items. */
  version: z.number().int().positive().optional(),
  /** Issue 25: opted-in intent with its consent record and private floor; summaryOf keeps only its public part. */
  intent: storedIntent.optional(),
  /** Issue 25 item 5: the physician's own CV (private object); recruiters get it only through the reveal check (physicians/cv-link.ts). */
  cv: storedCv.optional(),
});
export type PhysicianRecord = z.infer<typeof physicianRecord>;
export type PhysicianRecordInput = z.input<typeof physicianRecord>;

/** POST /api/physicians/{id}/contact. `email`/`phone` are the best of each kind (personal first). */
export const contactReveal = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  workEmail: z.string().nullable(),
  directDial: z.string().nullable(),
  emailVerifiedAt: z.string().nullable(),
  phoneVerifiedAt: z.string().nullable(),
  // Issue 17 (optional, so older clients and answers still parse): which stored field `email`/`phone` is,
  // when each field was last verified, and which fields have enough open bad-contact reports to warn about.
  emailField: z.enum(['personalEmail', 'workEmail']).nullable().optional(),
  phoneField: z.enum(['phone', 'directDial']).nullable().optional(),
  verifiedAt: z
    .object({ personalEmail: z.string().nullable(), workEmail: z.string().nullable(), phone: z.string().nullable(), directDial: z.string().nullable() })
    .optional(),
  reported: z.array(z.enum(['personalEmail', 'workEmail', 'phone', 'directDial'])).optional(),
});
export type ContactReveal = z.infer<typeof contactReveal>;

export const physicianIdParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid physician id') });
