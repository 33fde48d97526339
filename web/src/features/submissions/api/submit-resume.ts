import { OTHER_SPECIALTY, submissionReceipt, type SubmissionFields } from '@core/schemas/submissions';
import { api } from '../../../lib/api';

/** Blank optional fields are left out; the other-specialty text goes along only with "Other", which the server resolves. */
export const toSubmissionRequest = ({ middleName, otherSpecialty, linkedinUrl, npi, zip, ...values }: SubmissionFields) => ({
  ...values,
  ...(npi ? { npi } : {}),
  ...(zip ? { zip } : {}),
  ...(middleName ? { middleName } : {}),
  ...(values.specialty === OTHER_SPECIALTY && otherSpecialty ? { otherSpecialty } : {}),
  ...(linkedinUrl ? { linkedinUrl } : {}),
});

/** POST /api/submissions: 201 with a receipt; held until the address confirms the mailed link, then reviewed by an administrator. */
export const submitResume = (values: SubmissionFields) => api.post('/api/submissions', submissionReceipt, toSubmissionRequest(values));
