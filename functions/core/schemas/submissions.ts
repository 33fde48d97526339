import * as z from '../zod';
import { emailAddress } from './contact';
import { GRADUATION_YEAR_MIN, PAGE_SIZE } from './physician-constants';
import { educationEntry } from './physician-summary';
import { cvUploadId, storedCv } from './cv';
import { isValidNpi } from '../npi';
import { usStates } from '../search/states';

export const SUBMISSION_LIMITS = { skillsMax: 50, skillMax: 100, educationMax: 10, textMax: 200, phoneMin: 10, phoneMax: 30 } as const;
export const OTHER_SPECIALTY = 'Other';

const required = (message: string) => z.string().trim().min(1, message).max(SUBMISSION_LIMITS.textMax, `At most ${SUBMISSION_LIMITS.textMax} characters`);
const optionalText = z.string().trim().max(SUBMISSION_LIMITS.textMax, `At most ${SUBMISSION_LIMITS.textMax} characters`).optional();

/** Spec public §5: a value without http:// or https:// gets https:// in front; blank means none. */
export const normalizeLinkedinUrl = (value: string): string => {
  const v = value.trim();
  if (!v) return '';
  return /^https?:\/\//i.test(v) ? v : `https://${v}`;
};

const isHttpUrl = (v: string): boolean => {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.includes('.');
  } catch {
    return false;
  }
};

export const linkedinUrl = z
  .string()
  .max(300, 'Please enter a valid LinkedIn URL')
  .transform(normalizeLinkedinUrl)
  .refine((v) => v === '' || isHttpUrl(v), 'Please enter a valid LinkedIn URL');

/** Digits, spaces and + ( ) - . only; at least 10 characters (spec public §5, §9). */
export const phoneNumber = z
  .string()
  .trim()
  .min(SUBMISSION_LIMITS.phoneMin, 'Please enter a valid phone number')
  .max(SUBMISSION_LIMITS.phoneMax, 'Please enter a valid phone number')
  .regex(/^[0-9+().\s-]+$/, 'Please enter a valid phone number');

const submissionEducation = z.object({
  schoolName: z.string().trim().min(1, 'School is required').max(SUBMISSION_LIMITS.textMax),
  degree: z.string().trim().min(1, 'Degree is required').max(SUBMISSION_LIMITS.textMax),
});

/** The most license states, certifications or languages one submission lists. */
export const FACT_LIST_MAX = 30;
const listOf = (label: string) =>
  z
    .array(z.string().trim().min(1, `${label} cannot be blank`).max(SUBMISSION_LIMITS.skillMax, `At most ${SUBMISSION_LIMITS.skillMax} characters`))
    .max(FACT_LIST_MAX, `At most ${FACT_LIST_MAX} entries`)
    .transform((v) => [...new Set(v)]);
const stateCode = z
  .string()
  .trim()
  .transform((v) => usStates.find(([code, name]) => code.toLowerCase() === v.toLowerCase() || name.toLowerCase() === v.toLowerCase())?.[0] ?? '')
  .refine((v) => v !== '', 'Use a US state, as its code (TX) or its name');
/** Issue 25 item 5: what a physician states of their practice; optional (blank is none), each checked like the physician's own corrections. */
export const physicianFacts = {
  npi: z.string().trim().refine((v) => v === '' || isValidNpi(v), 'Enter a 10-digit NPI with a valid check digit').optional(),
  zip: z.string().trim().refine((v) => v === '' || /^\d{5}$/.test(v), 'Use a 5-digit ZIP code').optional(),
  licenseStates: z.array(stateCode).max(FACT_LIST_MAX, `At most ${FACT_LIST_MAX} entries`).transform((v) => [...new Set(v)]).default([]),
  boardCertifications: listOf('A certification').default([]),
  languages: listOf('A language').default([]),
  graduationYear: z.number('Use a whole year').int('Use a whole year').min(GRADUATION_YEAR_MIN, `Use a year from ${GRADUATION_YEAR_MIN}`).max(new Date().getUTCFullYear(), 'Use a year that has passed').optional(),
  /** An upload of POST /api/submissions/cv-uploads whose bytes are already sent; checked (size, PDF or DOCX) before the submission is stored. */
  cvUploadId: cvUploadId.optional(),
};

/** POST /api/submissions: the Submit Your Resume form (spec public §3, §5). */
export const submissionInput = z.object({
  firstName: required('First name is required'),
  lastName: required('Last name is required'),
  middleName: optionalText,
  title: required('Physician title is required'),
  companyName: required('Company name is required'),
  specialty: required('Specialty is required'),
  /** Used as the specialty when specialty is "Other" and this is not blank. */
  otherSpecialty: optionalText,
  email: emailAddress('Please enter a valid email address'),
  phone: phoneNumber,
  city: required('City is required'),
  state: required('State is required'),
  linkedinUrl: linkedinUrl.optional(),
  education: z.array(submissionEducation).max(SUBMISSION_LIMITS.educationMax, `At most ${SUBMISSION_LIMITS.educationMax} education entries`).default([]),
  skills: z
    .array(z.string().trim().min(1, 'A skill cannot be blank').max(SUBMISSION_LIMITS.skillMax, `A skill is at most ${SUBMISSION_LIMITS.skillMax} characters`))
    .max(SUBMISSION_LIMITS.skillsMax, `At most ${SUBMISSION_LIMITS.skillsMax} skills`)
    .default([]),
  ...physicianFacts,
});
export type SubmissionInput = z.input<typeof submissionInput>;
export type SubmissionFields = z.output<typeof submissionInput>;

/** The statuses admins see (the queue's tabs). */
export const submissionStatuses = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];
/** Stored until the submitted address confirms through the mailed link; never shown to admins, and gone after 24 h. */
export const UNCONFIRMED = 'unconfirmed';

/** A stored candidate submission as admins read it (spec public §3 candidate_submissions). */
export const submission = z.object({
  id: z.string(),
  status: z.enum([UNCONFIRMED, ...submissionStatuses]),
  createdAt: z.string(),
  /** When an admin approved or rejected it (both outcomes, spec public §4); null while pending. */
  approvedAt: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string().nullable(),
  title: z.string(),
  companyName: z.string(),
  specialty: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  /** City and state joined with ", ". */
  location: z.string(),
  linkedinUrl: z.string().nullable(),
  education: z.array(educationEntry),
  skills: z.array(z.string()),
  /** The vendor text forms: skills as single-quoted items, education as "School (Degree)" entries, space separated. */
  skillsText: z.string().nullable(),
  educationText: z.string().nullable(),
  /** The physician profile an approval created, or merged into (by NPI). */
  physicianId: z.string().nullable(),
  // Issue 25 item 5; defaults so submissions stored before it still read.
  npi: z.string().nullable().default(null),
  zip: z.string().nullable().default(null),
  licenseStates: z.array(z.string()).default([]),
  boardCertifications: z.array(z.string()).default([]),
  languages: z.array(z.string()).default([]),
  graduationYear: z.number().int().nullable().default(null),
  /** The uploaded CV, private; admins get it through a signed link. */
  cv: storedCv.nullable().default(null),
  /** Whether approval merged it into the existing profile of its NPI instead of creating one. */
  merged: z.boolean().default(false),
});
export type Submission = z.infer<typeof submission>;

/** 201 from POST /api/submissions: stored, waiting for the address to confirm through the mailed link. */
export const submissionReceipt = z.object({ id: z.string(), status: z.literal(UNCONFIRMED), createdAt: z.string() });

/** POST /api/submissions/confirm: the token of the mailed link. */
export const submissionConfirmInput = z.object({
  token: z.string().trim().min(1, 'No confirmation token provided. Please check your email link and try again.').max(200, 'Invalid token'),
});
export type SubmissionConfirmInput = z.infer<typeof submissionConfirmInput>;

/** 200 once per token. An unknown, used or expired token is 400 VALIDATION with details.token, the same for each. */
export const submissionConfirmResult = z.object({ confirmed: z.literal(true), message: z.string() });
export const SUBMISSION_CONFIRMED_MESSAGE = 'Thank you, your resume is confirmed and will be reviewed.';
export const SUBMISSION_TOKEN_ERROR = 'This confirmation link is invalid, expired or already used. Please submit your resume again.';

export const ADMIN_PAGE_SIZE = PAGE_SIZE;

/** GET /api/admin/submissions. */
export const submissionListQuery = z.object({
  status: z.enum(submissionStatuses).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const submissionPage = z.object({
  items: z.array(submission),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SubmissionPage = z.infer<typeof submissionPage>;

export const submissionIdParams = z.object({ id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'Invalid submission id') });

/** POST /api/admin/submissions/{id}/approve|reject: 200 with the decided submission; 409 when already decided. */
export const submissionDecision = z.object({ submission });

export const BULK_MAX = 100;
/** POST /api/admin/submissions/bulk: processed one id at a time; partial failure is reported, not thrown. */
export const bulkDecisionInput = z.object({
  action: z.enum(['approve', 'reject']),
  ids: z.array(submissionIdParams.shape.id).min(1, 'Please select at least one profile to perform this action.').max(BULK_MAX, `At most ${BULK_MAX} at once`),
});
export const bulkDecisionResult = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), error: z.string().optional() })),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResult>;
