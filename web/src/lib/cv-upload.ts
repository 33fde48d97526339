import { CV_CONTENT_TYPES, CV_MAX_BYTES, CV_REFUSED, cvUploadTicket } from '@core/schemas/cv';
import { ApiError, api } from './api';

/** What the file input accepts: the browser's picker shows PDFs and Word files only. */
export const CV_ACCEPT = `.pdf,.docx,${CV_CONTENT_TYPES.pdf},${CV_CONTENT_TYPES.docx}`;

/** The type the server expects, from the name: browsers leave `file.type` empty for .docx on some systems. */
const contentTypeOf = (file: File): string | null => {
  if (/\.pdf$/i.test(file.name)) return CV_CONTENT_TYPES.pdf;
  if (/\.docx$/i.test(file.name)) return CV_CONTENT_TYPES.docx;
  return null;
};

/** Why this file cannot be a CV, checked before anything is sent (the server checks the bytes again); null when it may be. */
export const cvFileProblem = (file: File): string | null => {
  if (!contentTypeOf(file) || file.size === 0 || file.size > CV_MAX_BYTES) return CV_REFUSED;
  return null;
};

/**
 * Sends a CV the issue-25 way: ask `ticketPath` (POST /api/submissions/cv-uploads,
 * or /api/profile/cv-uploads with the profile session in `headers`) for a
 * presigned PUT, put the bytes straight into the private bucket, and return
 * the upload id the form or the profile then names. Nothing is kept until it is named.
 */
export const uploadCv = async (file: File, ticketPath: string, headers?: Record<string, string>): Promise<string> => {
  const problem = cvFileProblem(file);
  const contentType = contentTypeOf(file);
  if (problem || !contentType) throw new ApiError(400, 'VALIDATION', problem ?? CV_REFUSED);
  const ticket = await api.post(ticketPath, cvUploadTicket, { fileName: file.name, contentType, size: file.size }, headers ? { headers } : undefined);
  let response: Response;
  try {
    response = await fetch(ticket.url, { method: ticket.method, headers: ticket.headers, body: file });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The file could not be sent. Check your connection and try again.');
  }
  if (!response.ok) throw new ApiError(response.status, 'VALIDATION', 'The file could not be stored. Please try again.');
  return ticket.uploadId;
};
