import * as z from '../zod';
import { TAXONOMY_CODE_PATTERN } from '../taxonomy/code-pattern';
import { physicianProvidedFields } from './physician-provided';
import { storedIntent } from './intent';
import { storedCv } from './cv';
import { physicianSummary } from './physician-summary';

export { educationEntry, physicianIdParams, physicianProfile, physicianSummary } from './physician-summary';
export type { EducationEntry, PhysicianProfile, PhysicianSummary } from './physician-summary';
export { contactReveal } from './contact-reveal';
export type { ContactReveal } from './contact-reveal';
// The option lists and limits live apart, without zod, so the web can read them without loading zod.
export { companyIndustryOptions, companyRevenueOptions, companySizeOptions, educationOptions, FREE_VISIBLE_LIMIT, GRADUATION_YEAR_MAX, GRADUATION_YEAR_MIN, LIST_FILTER_MAX, PAGE_SIZE, SELECT_ALL_MAX, WITHIN_MILES } from './physician-constants';

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
