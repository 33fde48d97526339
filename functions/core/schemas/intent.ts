import * as z from '../zod';
import { usStates } from '../search/states';
import { publicIntent } from './intent-public';
import { intentStatuses, employmentTypes, practiceSettings, visaStatuses, INTENT_STATES_MAX, INTENT_METROS_MAX, INTENT_METRO_MAX, COMPENSATION_MAX } from './intent-options';

/**
 * A physician's own "open to work" (issue 25, item 3): opted in on their
 * page with the mailed proof, shown to recruiters and searchable until it
 * expires (core/intent.ts). Option lists are small enums, so filters are
 * exact; metros are short free text (at most INTENT_METROS_MAX of
 * INTENT_METRO_MAX characters), shown, never filtered on.
 */
// The option lists live apart, without zod, so the web can read them without loading zod.
export { intentStatuses, employmentTypes, practiceSettings, visaStatuses, INTENT_STATES_MAX, INTENT_METROS_MAX, INTENT_METRO_MAX, COMPENSATION_MAX } from './intent-options';
export type { EmploymentType, IntentStatus, VisaStatus } from './intent-options';
export { compensationRange, publicIntent } from './intent-public';
export type { PublicIntent } from './intent-public';

const stateCodes = usStates.map(([code]) => code);
const stateCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .refine((s) => stateCodes.includes(s), 'Use a US state code such as TX');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD').refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'Use a real date');

/** What the physician sends from their page; the consent box must be ticked for the wording version they saw. */
export const intentRequest = z.object({
  status: z.enum(intentStatuses),
  preferredStates: z.array(stateCode).max(INTENT_STATES_MAX, `Choose at most ${INTENT_STATES_MAX} states`).default([]),
  metros: z.array(z.string().trim().min(1).max(INTENT_METRO_MAX, `Use at most ${INTENT_METRO_MAX} characters`)).max(INTENT_METROS_MAX, `Name at most ${INTENT_METROS_MAX} metro areas`).default([]),
  willingToRelocate: z.boolean().default(false),
  employmentTypes: z.array(z.enum(employmentTypes)).max(employmentTypes.length).default([]),
  practiceSettings: z.array(z.enum(practiceSettings)).max(practiceSettings.length).default([]),
  availableFrom: isoDate.nullable().default(null),
  visa: z.enum(visaStatuses).nullable().default(null),
  /** US dollars a year: private unless shareCompensation. */
  compensationFloor: z.number().int('Use whole dollars').min(0).max(COMPENSATION_MAX).nullable().default(null),
  shareCompensation: z.boolean().default(false),
  consent: z.literal(true, 'Tick the box to agree that recruiters may see this'),
  consentVersion: z.string().min(1).max(20),
});
export type IntentRequest = z.infer<typeof intentRequest>;

/** As stored on the profile item: the public part plus the private floor and the consent record. */
export const storedIntent = publicIntent.omit({ compensationRange: true }).extend({
  compensationFloor: z.number().int().nullable(),
  shareCompensation: z.boolean(),
  consentedAt: z.string(),
  consentVersion: z.string(),
});
export type StoredIntent = z.infer<typeof storedIntent>;

/** The physician's own view: everything stored, plus the wording they agreed to. */
export const intentView = z.object({
  intent: storedIntent.nullable(),
  /** The current wording and its version: the form shows it and sends the version back. */
  consent: z.object({ version: z.string(), wording: z.string() }),
});
export type IntentView = z.infer<typeof intentView>;
