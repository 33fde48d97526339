import * as z from '@core/zod';

export const exportResult = z.object({
  url: z.string().url(),
  fileName: z.string().default('physician_export.csv'),
  count: z.number().int(),
  expiresAt: z.string().optional(),
});
export type ExportResult = z.infer<typeof exportResult>;

