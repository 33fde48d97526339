import * as z from '../zod';

const allowance = z.object({
  /** Counted today (UTC) against the cap: reveals, or exported rows. */
  used: z.number().int().nonnegative(),
  cap: z.number().int().positive(),
  remaining: z.number().int().nonnegative(),
});
export type Allowance = z.infer<typeof allowance>;

/** GET /api/me/usage: what is left today of the fair-use caps, from the counters that enforce them. */
export const usage = z.object({
  day: z.string().meta({ description: 'The UTC day counted (YYYY-MM-DD)' }),
  resetsAt: z.string().meta({ description: 'Next UTC midnight, when both counters start again' }),
  reveals: allowance,
  exportRows: allowance,
  /** A team member's pool (issue 26): what the whole team may still reveal and export today; their own figures above draw from it. */
  team: z
    .object({
      seats: z.number().int().positive(),
      reveals: allowance,
      exportRows: allowance,
      /** The member's own daily limits an admin set (null: none, the pool alone applies); `reveals`/`exportRows` above already count them. */
      limits: z.object({ reveals: z.number().int().positive().nullable(), exportRows: z.number().int().positive().nullable() }).optional(),
    })
    .optional(),
});
export type Usage = z.infer<typeof usage>;

/** One user's reveals and exported rows, for User Management. */
export const userUsage = z.object({
  revealsToday: z.number().int().nonnegative(),
  reveals30d: z.number().int().nonnegative(),
  exportedRowsToday: z.number().int().nonnegative(),
  exportedRows30d: z.number().int().nonnegative(),
});
export type UserUsage = z.infer<typeof userUsage>;
