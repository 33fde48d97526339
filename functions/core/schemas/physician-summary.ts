import * as z from '../zod';
import { TAXONOMY_CODE_PATTERN } from '../taxonomy/code-pattern';
import { publicIntent } from './intent-public';

/*
 * What the web parses: a profile as search and the profile page show it.
 * Apart from physician.ts (the stored record, the contact fields, the reveal)
 * because zod builds every schema a module declares when it is imported,
 * whether used or not: the web would build the server's schemas on the
 * search page's load path (issue 24: about 15 ms at full CPU speed).
 */

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

export const physicianIdParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid physician id') });
