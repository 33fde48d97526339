import * as z from '../zod';
import { usStates } from '../search/states';
import { employmentTypes, visaStatuses } from './intent-options';

const states = usStates.map(([code]) => code);
const listOf = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (typeof v === 'string' ? [v] : v).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(max, `Use at most ${max} values`));

/**
 * Issue 25, item 4: recruiters' filters over physicians' opted-in intent.
 * Each implies "open to opportunities" (status looking or open, consent not
 * expired at the time of the query: core/search/intent-predicates.ts).
 */
export const intentFilterParams = {
  // A boolean too: a saved search stores it as JSON, and the alert runner parses it with the search's rules.
  openToWork: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')])
    .optional()
    .meta({ description: 'Only physicians who said they are actively looking or open to opportunities (consent not expired).' }),
  preferredState: listOf(z.string().transform((s) => s.toUpperCase()).refine((s) => states.includes(s), 'Use a US state code such as AZ'), 10)
    .meta({ description: 'US state codes the physician prefers to work in (wherever they live); any of. Implies openToWork.' })
    .optional(),
  employmentType: listOf(z.enum(employmentTypes), employmentTypes.length).meta({ description: 'Employment types the physician wants; any of. Implies openToWork.' }).optional(),
  availableBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD')
    .meta({ description: 'Available on or before this date (a physician who gave no date counts as available now). Implies openToWork.' })
    .optional(),
  visa: listOf(z.enum(visaStatuses), visaStatuses.length).meta({ description: 'Visa status; any of. Implies openToWork.' }).optional(),
};

/** The intent filter keys, as saved searches keep them. */
export const intentFilterKeys = ['openToWork', 'preferredState', 'employmentType', 'availableBy', 'visa'] as const;
