import * as z from '../zod';

/** The stored contact fields a recruiter can report and an admin can judge, one by one. */
export const contactFieldNames = ['personalEmail', 'workEmail', 'phone', 'directDial'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];
export const contactFieldName = z.enum(contactFieldNames);

export const contactFieldLabels: Readonly<Record<ContactFieldName, string>> = {
  personalEmail: 'Personal email',
  workEmail: 'Work email',
  phone: 'Phone',
  directDial: 'Direct dial',
};

export const reportReasons = ['bounced', 'wrong_number', 'not_this_person'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportReasonLabels: Readonly<Record<ReportReason, string>> = {
  bounced: 'Bounced',
  wrong_number: 'Wrong number',
  not_this_person: 'Not this person',
};

const isEmailField = (f: ContactFieldName) => f === 'personalEmail' || f === 'workEmail';

/** Which reasons make sense for a field: a phone cannot bounce, an address has no number. */
export const reasonsFor = (field: ContactFieldName): readonly ReportReason[] => (isEmailField(field) ? ['bounced', 'not_this_person'] : ['wrong_number', 'not_this_person']);

/** This many open reports on one field and recruiters see it as "reported". */
export const REPORTED_THRESHOLD = 3;
export const REPORT_NOTE_MAX = 500;

// A note is shown on one admin table row and must never split a log line or a CSV cell: no control characters at all.
const singleLine = /^[^\p{Cc}\u2028\u2029]*$/u;

/** POST /api/physicians/{id}/contact-reports. */
export const contactReportRequest = z
  .object({
    field: contactFieldName,
    reason: z.enum(reportReasons),
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, `At most ${REPORT_NOTE_MAX} characters`)
      .regex(singleLine, 'Use a single line of text')
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (!reasonsFor(r.field).includes(r.reason)) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `Choose ${reasonsFor(r.field).map((x) => reportReasonLabels[x]).join(' or ')} for this field` });
    }
  });
export type ContactReportRequest = z.infer<typeof contactReportRequest>;

/** The caller's own report as stored: never the contact value itself. */
export const contactReport = z.object({
  physicianId: z.string(),
  field: contactFieldName,
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactReport = z.infer<typeof contactReport>;

/** Open reports of one physician, per field. */
export const openReportCounts = z.object({ personalEmail: z.number().int(), workEmail: z.number().int(), phone: z.number().int(), directDial: z.number().int() });
export type OpenReportCounts = z.infer<typeof openReportCounts>;

/** What an admin decided about a field; `invalid` hides it from reveal and export until it is re-verified. */
export const contactFieldStatus = z.object({
  invalid: z.array(contactFieldName),
  counts: openReportCounts,
  /** Hidden by the physician themselves (issue 25): left out of reveal and export like an invalid one, whatever an admin decides. */
  hidden: z.array(contactFieldName).optional(),
});
export type ContactFieldStatus = z.infer<typeof contactFieldStatus>;

export const emptyCounts = (): OpenReportCounts => ({ personalEmail: 0, workEmail: 0, phone: 0, directDial: 0 });
export const noStatus = (): ContactFieldStatus => ({ invalid: [], counts: emptyCounts() });

/** An opaque page token of the admin list; anything else is a 400 with a field error. */
const reportsCursor = z.string().max(512).regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor');

export const adminContactReportsQuery = z.object({ cursor: reportsCursor.optional() });

export const adminContactReportRow = z.object({
  physicianId: z.string(),
  /** Null when the physician is gone (a report outliving its profile for a moment). */
  physicianName: z.string().nullable(),
  field: contactFieldName,
  reason: z.enum(reportReasons),
  note: z.string().nullable(),
  reportedAt: z.string(),
  /** The physician's open reports per field, and which fields are marked invalid. */
  counts: openReportCounts,
  invalid: z.array(contactFieldName),
});
export type AdminContactReportRow = z.infer<typeof adminContactReportRow>;

export const ADMIN_REPORTS_PAGE = 25;

/** GET /api/admin/contact-reports: open reports, newest first, one page. */
export const adminContactReports = z.object({ items: z.array(adminContactReportRow), nextCursor: z.string().nullable() });
export type AdminContactReports = z.infer<typeof adminContactReports>;

/** POST /api/admin/physicians/{id}/contact-status. */
export const contactStatusRequest = z.object({ field: contactFieldName, status: z.enum(['invalid', 'verified']) });
export type ContactStatusRequest = z.infer<typeof contactStatusRequest>;

export const contactStatusResult = z.object({
  physicianId: z.string(),
  field: contactFieldName,
  status: z.enum(['invalid', 'verified']),
  /** The new `<field>VerifiedAt` when re-verified. */
  verifiedAt: z.string().nullable(),
  closedReports: z.number().int(),
});
export type ContactStatusResult = z.infer<typeof contactStatusResult>;

/** How many verdicts the history shows, newest first. */
export const CONTACT_HISTORY_MAX = 50;

/** One audited verdict: which field, what, when and which admin (by email; null when that account is gone). */
export const contactVerdictEntry = z.object({
  field: contactFieldName,
  status: z.enum(['invalid', 'verified']),
  at: z.string(),
  adminEmail: z.string().nullable(),
});
export type ContactVerdictEntry = z.infer<typeof contactVerdictEntry>;

/** GET /api/admin/physicians/{id}/contact-history: the physician's verdicts, newest first. */
export const contactHistory = z.object({ physicianId: z.string(), items: z.array(contactVerdictEntry) });
export type ContactHistory = z.infer<typeof contactHistory>;
