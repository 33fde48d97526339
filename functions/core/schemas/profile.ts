import * as z from '../zod';
import { isValidNpi } from '../npi';
import { emailAddress } from './contact';
import { contactFieldName } from './contact-reports';
import { cvOnFile } from './cv';
import { physicianSummary } from './physician-summary';
import { physicianProvidedFields } from './physician-provided';

/**
 * Issue 25, "Manage my profile": a physician proves control of the address
 * on file by a mailed link, and then sees and limits what we hold.
 */

/** POST /api/profile-access: an email, or an NPI whose profile's email on file gets the link. Exactly one. */
export const profileAccessRequest = z
  .object({
    email: emailAddress('Please enter a valid email address.').optional(),
    npi: z.string().trim().refine(isValidNpi, 'Enter a 10-digit NPI with a valid check digit').optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.email === !v.npi) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter your email address or your NPI (one of them).' });
  });
export type ProfileAccessRequest = z.infer<typeof profileAccessRequest>;

/** 202, the same body whether or not anything matched (no enumeration). */
export const profileAccessReceipt = z.object({ message: z.string() });
export const PROFILE_ACCESS_MESSAGE =
  'If we hold a profile under what you entered, a link is on its way to the email address on file for it. The link works once, for 24 hours.';

/** POST /api/profile-access/confirm. */
export const profileAccessConfirm = z.object({
  token: z.string().trim().min(1, 'No token provided. Please check your email link and try again.').max(200, 'Invalid token'),
});
export type ProfileAccessConfirm = z.infer<typeof profileAccessConfirm>;
export const PROFILE_TOKEN_ERROR = 'This link is invalid, used or expired. Ask for a new one.';

/** The session a used link opens: an opaque token for the `x-profile-session` header, and when it ends. */
export const profileSession = z.object({ session: z.string(), validUntil: z.string() });
export type ProfileSession = z.infer<typeof profileSession>;

/** The header that carries a profile session (never a cookie: nothing is sent unless the page sends it). */
export const PROFILE_SESSION_HEADER = 'x-profile-session';

export const profileLogActions = [
  'link_mailed',
  'session_opened',
  'viewed',
  'downloaded',
  'field_hidden',
  'field_shown',
  'signed_out',
  'session_revoked',
  // Issue 25, corrections: a profile field corrected, a contact value replaced (a phone at once, an email after its mailed code), an admin's revert.
  'field_corrected',
  'contact_replaced',
  'email_code_mailed',
  'change_reverted',
  // Issue 25, intent: opted in (consent recorded), withdrawn, expired, the reminder before expiry.
  'intent_set',
  'intent_withdrawn',
  'intent_expired',
  'intent_reminded',
  // Issue 25 item 5, the CV: uploaded, replaced (the old file deleted), deleted. Not revertible: the file replaced or deleted is gone.
  'cv_uploaded',
  'cv_replaced',
  'cv_deleted',
] as const;
export type ProfileLogAction = (typeof profileLogActions)[number];

export const profileLogEntry = z.object({
  at: z.string(),
  action: z.enum(profileLogActions),
  field: z.enum(physicianProvidedFields).nullable(),
  /** The masked address the link went to: who held the proof. */
  via: z.string().nullable(),
});
export type ProfileLogEntry = z.infer<typeof profileLogEntry>;

/** A contact field as its owner may see it: masked, never the value (the address on file may not be theirs). */
export const heldContact = z.object({
  field: contactFieldName,
  masked: z.string(),
  source: z.enum(['seed', 'import', 'submission']),
  verifiedAt: z.string().nullable(),
  /** Hidden by the physician: never revealed or exported. */
  hidden: z.boolean(),
  /** Marked invalid by an admin after recruiters' reports: never revealed or exported either. */
  invalid: z.boolean(),
  /** When the physician gave this value on their own page (a phone unverified, an email verified by its code); null for vendor data. */
  physicianProvidedAt: z.string().nullable(),
});
export type HeldContact = z.infer<typeof heldContact>;

/** The profile's own fields as search shows them; what search leaves optional is an explicit null here, so the JSON download names every field. */
export const heldProfile = physicianSummary
  .pick({ firstName: true, lastName: true, fullName: true, title: true, specialty: true, organization: true, organizationSize: true, organizationRevenue: true, organizationIndustry: true, city: true, state: true, skills: true, education: true })
  .extend({
    zip: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
    npi: z.string().nullable(),
    licenseStates: z.array(z.string()),
    boardCertifications: z.array(z.string()),
    graduationYear: z.number().int().nullable(),
    languages: z.array(z.string()),
  });

/** GET /api/profile: everything held, as the holder of the mailed proof may see it. */
export const profileView = z.object({
  physicianId: z.string(),
  source: z.enum(['seed', 'import', 'submission']),
  createdAt: z.string(),
  updatedAt: z.string(),
  profile: heldProfile,
  contacts: z.array(heldContact),
  /** Distinct recruiters in the last 12 months; never who. */
  exposure: z.object({ since: z.string(), revealedBy: z.number().int(), exportedBy: z.number().int() }),
  session: z.object({ validUntil: z.string(), via: z.string() }),
  /** Profile fields the physician corrected, each with when: they win over later vendor imports. */
  corrected: z.partialRecord(z.enum(physicianProvidedFields), z.string()),
  /** An email replacement waiting for its mailed code: which field, the new address masked, until when. */
  pendingEmail: z.object({ field: z.enum(['personalEmail', 'workEmail']), masked: z.string(), validUntil: z.string() }).nullable(),
  /** The CV on file (issue 25 item 5), described; null when none. */
  cv: cvOnFile.nullable(),
  log: z.array(profileLogEntry),
});
export type ProfileView = z.infer<typeof profileView>;

/** GET /api/profile/export: the same, stamped, for saving as a file. */
export const profileExport = profileView.extend({ exportedAt: z.string() });

/** POST /api/profile/contact-visibility. */
export const contactVisibilityRequest = z.object({ field: contactFieldName, hidden: z.boolean() });
export type ContactVisibilityRequest = z.infer<typeof contactVisibilityRequest>;
