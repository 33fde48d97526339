import * as z from '../zod';
import { usStates } from '../search/states';
import { emailAddress } from './contact';
import { physicianIdParams } from './physician-summary';
import { physicianProvidedFields } from './physician-provided';
import { profileLogActions } from './profile';
import { phoneNumber } from './submissions';

/** Issue 25 items 2 and 6: what a physician may correct on their own page, and what an admin sees to reverse it. */

const TEXT_MAX = 200;
const LIST_MAX = 30;
const text = (label: string) => z.string().trim().min(1, `${label} cannot be blank`).max(TEXT_MAX, `At most ${TEXT_MAX} characters`);
const stateCode = z
  .string()
  .trim()
  .transform((v) => usStates.find(([code, name]) => code.toLowerCase() === v.toLowerCase() || name.toLowerCase() === v.toLowerCase())?.[0] ?? '')
  .refine((v) => v !== '', 'Use a US state, as its code (TX) or its name');
const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_MAX, `At most ${LIST_MAX} entries`);

/** POST /api/profile/corrections: any of the profile fields, at least one; each as search shows it. */
export const profileCorrectionRequest = z
  .object({
    title: text('Title').optional(),
    specialty: text('Specialty').optional(),
    organization: z.string().trim().max(TEXT_MAX, `At most ${TEXT_MAX} characters`).optional(),
    city: text('City').optional(),
    state: stateCode.optional(),
    zip: z.string().trim().regex(/^\d{5}$/, 'Use a 5-digit ZIP code').optional(),
    languages: list(text('A language')).optional(),
    licenseStates: list(stateCode).transform((v) => [...new Set(v)]).optional(),
    boardCertifications: list(text('A certification')).optional(),
    graduationYear: z.number().int('Use a whole year').min(1940, 'Use a year from 1940').max(new Date().getUTCFullYear(), 'Use a year that has passed').optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Correct at least one field', path: ['title'] });
export type ProfileCorrectionRequest = z.infer<typeof profileCorrectionRequest>;

/** POST /api/profile/phone: a new phone, stored as the physician's and unverified (nobody proved it). */
export const phoneReplacementRequest = z.object({ field: z.enum(['phone', 'directDial']), phone: phoneNumber });
export type PhoneReplacementRequest = z.infer<typeof phoneReplacementRequest>;

/** POST /api/profile/email-change: a new address, which gets a code; nothing changes until it is entered. */
export const emailChangeRequest = z.object({ field: z.enum(['personalEmail', 'workEmail']), email: emailAddress('Please enter a valid email address.') });
export type EmailChangeRequest = z.infer<typeof emailChangeRequest>;

export const emailChangeReceipt = z.object({ message: z.string(), validUntil: z.string() });

/** POST /api/profile/email-change/confirm. */
export const emailChangeConfirm = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the email') });

/** An entry of the page log, as an admin sees it to reverse it: contact values masked, profile values whole. */
export const profileChangeRow = z.object({
  changeId: z.string(),
  at: z.string(),
  action: z.enum(profileLogActions),
  field: z.enum(physicianProvidedFields).nullable(),
  previous: z.string().nullable(),
  value: z.string().nullable(),
  via: z.string().nullable(),
  revertedAt: z.string().nullable(),
  /** Whether "Revert" applies: a correction, a replacement, a hide or show not yet reverted. */
  revertible: z.boolean(),
});
export type ProfileChangeRow = z.infer<typeof profileChangeRow>;
export const profileChangeList = z.object({ items: z.array(profileChangeRow) });
export type ProfileChangeList = z.infer<typeof profileChangeList>;

/** An entry's id: its time in epoch milliseconds and its random suffix (the log item's sort key, opaque to clients). */
export const CHANGE_ID_PATTERN = /^\d{1,15}-[0-9a-f]{8}$/;
export const profileChangeParams = physicianIdParams.extend({ changeId: z.string().regex(CHANGE_ID_PATTERN, 'Invalid change id') });
