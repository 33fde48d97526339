import { z } from 'zod';

export const RECENT_EXPORTS = 5;

/** GET /api/exports: the Exports tab of the account page (spec core §2, §9: five most recent). */
export const exportSummary = z.object({
  totalExported: z.number().int().nonnegative(),
  recent: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })).max(RECENT_EXPORTS),
});
export type ExportSummary = z.infer<typeof exportSummary>;
