import * as z from '../zod';

/** Issue 25 item 5: a CV is a PDF or a DOCX of at most 5 MB, checked by its bytes, not its name. */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvKind = keyof typeof CV_CONTENT_TYPES;
/** How long an upload or a download link works. */
export const CV_UPLOAD_TTL_SECONDS = 15 * 60;
export const CV_DOWNLOAD_TTL_SECONDS = 5 * 60;
export const CV_REFUSED = 'The CV must be a PDF or a Word (.docx) file of at most 5 MB.';

/** A CV on file, as the submission or the profile stores it: where it lies, never a public address. */
export const storedCv = z.object({
  key: z.string(),
  fileName: z.string(),
  kind: z.enum(['pdf', 'docx']),
  size: z.number().int(),
  uploadedAt: z.string(),
});
export type StoredCv = z.infer<typeof storedCv>;

const fileName = z
  .string()
  .trim()
  .min(1, 'Name the file')
  .max(200, 'At most 200 characters')
  .refine((n) => /\.(pdf|docx)$/i.test(n), 'The CV must be a .pdf or a .docx file');

/** POST /api/submissions/cv-uploads and POST /api/profile/cv-uploads: what the browser says of the file before sending it. */
export const cvUploadRequest = z.object({
  fileName,
  contentType: z.enum([CV_CONTENT_TYPES.pdf, CV_CONTENT_TYPES.docx], { message: 'The CV must be a PDF or a Word (.docx) file' }),
  size: z.number().int().min(1, 'The file is empty').max(CV_MAX_BYTES, 'The CV must be at most 5 MB'),
});
export type CvUploadRequest = z.infer<typeof cvUploadRequest>;

/** The presigned PUT: send the file's bytes to `url` with these headers, then name `uploadId` in the form. */
export const cvUploadTicket = z.object({
  uploadId: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});
export type CvUploadTicket = z.infer<typeof cvUploadTicket>;

/** Opaque, random: knowing one lets nobody find another's upload. */
export const cvUploadId = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Invalid upload id');

/** A short-lived signed GET of a CV. */
export const cvLink = z.object({ url: z.string(), fileName: z.string(), expiresAt: z.string() });
export type CvLink = z.infer<typeof cvLink>;

/** A CV on file as its owner sees it: what it is, never where it lies (the key stays on the server). */
export const cvOnFile = z.object({ fileName: z.string(), kind: z.enum(['pdf', 'docx']), size: z.number().int(), uploadedAt: z.string() });
export type CvOnFile = z.infer<typeof cvOnFile>;
export const cvOnFileOf = (cv: StoredCv): CvOnFile => ({ fileName: cv.fileName, kind: cv.kind, size: cv.size, uploadedAt: cv.uploadedAt });

/** PUT /api/profile/cv: the upload (from POST /api/profile/cv-uploads) to keep as the physician's CV. */
export const profileCvRequest = z.object({ uploadId: cvUploadId });
