import * as z from '../zod';
import { employmentTypes, intentStatuses, practiceSettings, visaStatuses } from './intent-options';

// Apart from intent.ts (the request, the stored consent record) so the web's search answer builds only this (physician-summary.ts says why).

/** A shared compensation floor, as a band (core/intent.ts compensationRangeOf), never the exact figure. */
export const compensationRange = z.object({ min: z.number().int(), max: z.number().int() });

/** What recruiters see (on the search summary, only while live): never the private floor. */
export const publicIntent = z.object({
  status: z.enum(intentStatuses),
  preferredStates: z.array(z.string()),
  metros: z.array(z.string()),
  willingToRelocate: z.boolean(),
  employmentTypes: z.array(z.enum(employmentTypes)),
  practiceSettings: z.array(z.enum(practiceSettings)),
  availableFrom: z.string().nullable(),
  visa: z.enum(visaStatuses).nullable(),
  compensationRange: compensationRange.optional(),
  /** When this run of being open began (kept on renewal): saved-search alerts find "newly open" by it. */
  openedAt: z.string(),
  expiresAt: z.string(),
});
export type PublicIntent = z.infer<typeof publicIntent>;
