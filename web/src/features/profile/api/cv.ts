import { cvOnFile } from '@core/schemas/cv';
import { PROFILE_SESSION_HEADER } from '@core/schemas/profile';
import * as z from '@core/zod';
import { api } from '../../../lib/api';
import { uploadCv } from '../../../lib/cv-upload';

const sessionHeaders = (session: string) => ({ [PROFILE_SESSION_HEADER]: session });

/** Issue 25 item 5: ticket, presigned PUT, then the profile keeps the upload (its bytes checked by the server). */
export const putMyCv = async (session: string, file: File) => {
  const uploadId = await uploadCv(file, '/api/profile/cv-uploads', sessionHeaders(session));
  return api.put('/api/profile/cv', cvOnFile, { uploadId }, { headers: sessionHeaders(session) });
};

export const deleteMyCv = (session: string) => api.delete('/api/profile/cv', z.unknown(), { headers: sessionHeaders(session) });
