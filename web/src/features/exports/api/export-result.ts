import * as z from '@core/zod';

export const exportResult = z.object({
  url: z.string().url(),
  fileName: z.string().default('physician_export.csv'),
  count: z.number().int(),
  expiresAt: z.string().optional(),
  format: z.string().optional(),
  /** Files in the download: more than 1 for a zip (a Bullhorn export past 1,000 rows). */
  files: z.number().int().optional(),
});
export type ExportResult = z.infer<typeof exportResult>;
