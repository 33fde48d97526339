import { randomBytes } from 'node:crypto';
import type { Deps } from './deps';
import { AppError } from './errors';
import { CV_CONTENT_TYPES, CV_DOWNLOAD_TTL_SECONDS, CV_MAX_BYTES, CV_REFUSED, CV_UPLOAD_TTL_SECONDS, type CvLink, type CvUploadRequest, type CvUploadTicket, type StoredCv } from './schemas/cv';

/**
 * Issue 25 item 5, the CV's way through the private bucket:
 * - `uploads/<random>`: where the browser PUTs it; unclaimed ones expire
 *   (the bucket's lifecycle rule on this prefix, infra/stateful-stack.ts);
 * - `cv/<owner>`: a checked CV kept for a confirmed submission or a profile.
 * Nothing under either is public: it leaves only through a signed GET.
 */
export const CV_UPLOAD_PREFIX = 'uploads/';
export const CV_KEPT_PREFIX = 'cv/';
export const cvUploadKey = (uploadId: string): string => `${CV_UPLOAD_PREFIX}${uploadId}`;
/** A fresh key per kept CV, so a replaced one never serves a stale copy from a link handed out before. */
export const cvKeptKey = (owner: string): string => `${CV_KEPT_PREFIX}${owner}/${randomBytes(9).toString('base64url')}`;

/** A presigned PUT to a fresh, unguessable upload key; nothing is stored until the form names it. */
export const issueCvUpload = async (d: Deps, req: CvUploadRequest): Promise<CvUploadTicket> => {
  const uploadId = randomBytes(18).toString('base64url');
  const url = await d.cvFiles.signedUploadUrl(cvUploadKey(uploadId), req.contentType, CV_UPLOAD_TTL_SECONDS);
  return { uploadId, url, method: 'PUT', headers: { 'Content-Type': req.contentType }, expiresAt: new Date(d.now().getTime() + CV_UPLOAD_TTL_SECONDS * 1000).toISOString() };
};

const refused = (field: string, message = CV_REFUSED) => new AppError('VALIDATION', message, { [field]: [message] });

/**
 * Checks an uploaded file by its bytes (at most 5 MB; a PDF or a DOCX);
 * anything else is deleted and refused with a 400 naming `field`. It stays
 * where it was uploaded (so an abandoned one expires) until `keepCv`. The
 * name recruiters will save it under is ours, from the physician's name,
 * never the uploader's.
 */
export const checkCvUpload = async (d: Deps, uploadId: string, displayName: string, field = 'cvUploadId'): Promise<StoredCv> => {
  const key = cvUploadKey(uploadId);
  const read = await d.cvFiles.read(key, CV_MAX_BYTES);
  if (!read) throw refused(field, 'No uploaded file was found for this CV. Please upload it again.');
  // Imported on use: fflate builds its tables at load, which every cold start of the functions holding this would pay (issue 23).
  const kind = 'bytes' in read ? (await import('./cv-sniff')).sniffCv(read.bytes) : null;
  if (!kind || !('bytes' in read)) {
    await d.cvFiles.delete(key);
    throw refused(field);
  }
  const fileName = `CV ${displayName.replace(/[^\w .-]/g, '').trim() || 'physician'}.${kind}`;
  return { key, fileName, kind, size: read.bytes.length, uploadedAt: d.now().toISOString() };
};

/** Moves a checked upload under `cv/<owner>`, out of the expiring prefix; a CV already kept is returned as it is. */
export const keepCv = async (d: Deps, cv: StoredCv, owner: string): Promise<StoredCv> => {
  if (!cv.key.startsWith(CV_UPLOAD_PREFIX)) return cv;
  const key = cvKeptKey(owner);
  await d.cvFiles.copy(cv.key, key);
  await d.cvFiles.delete(cv.key);
  return { ...cv, key };
};

/** A short-lived signed GET of a kept CV. */
export const cvLinkOf = async (d: Deps, cv: StoredCv): Promise<CvLink> => ({
  url: await d.cvFiles.signedDownloadUrl(cv.key, cv.fileName, CV_DOWNLOAD_TTL_SECONDS),
  fileName: cv.fileName,
  expiresAt: new Date(d.now().getTime() + CV_DOWNLOAD_TTL_SECONDS * 1000).toISOString(),
});

export const cvContentTypeOf = (cv: StoredCv): string => CV_CONTENT_TYPES[cv.kind];
