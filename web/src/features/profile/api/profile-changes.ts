import { PROFILE_SESSION_HEADER, profileView } from '@core/schemas/profile';
import { type EmailChangeRequest, emailChangeReceipt, type PhoneReplacementRequest, type ProfileCorrectionRequest } from '@core/schemas/profile-corrections';
import { api } from '../../../lib/api';

const withSession = (session: string) => ({ headers: { [PROFILE_SESSION_HEADER]: session } });

/** Issue 25, second slice: the physician's corrections and replacements. */
export const correctProfile = (session: string, body: ProfileCorrectionRequest) => api.post('/api/profile/corrections', profileView, body, withSession(session));

export const replacePhone = (session: string, body: PhoneReplacementRequest) => api.post('/api/profile/phone', profileView, body, withSession(session));

export const requestEmailChange = (session: string, body: EmailChangeRequest) => api.post('/api/profile/email-change', emailChangeReceipt, body, withSession(session));

export const confirmEmailChange = (session: string, code: string) => api.post('/api/profile/email-change/confirm', profileView, { code }, withSession(session));
