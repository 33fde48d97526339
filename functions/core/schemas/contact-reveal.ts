import * as z from '../zod';

// Apart from physician.ts, whose record schemas the web does not need (physician-summary.ts says why).

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
