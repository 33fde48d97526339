import {
  type ContactVisibilityRequest,
  PROFILE_SESSION_HEADER,
  type ProfileAccessRequest,
  profileAccessReceipt,
  profileExport,
  profileSession,
  profileView,
} from '@core/schemas/profile';
import * as z from '@core/zod';
import { api } from '../../../lib/api';

const withSession = (session: string) => ({ headers: { [PROFILE_SESSION_HEADER]: session } });

/** POST /api/profile-access: always 202 with the same text, so it never tells whether a profile exists. */
export const requestProfileAccess = (input: ProfileAccessRequest) => api.post('/api/profile-access', profileAccessReceipt, input);

/** POST /api/profile-access/confirm: the mailed link, once, for a 30-minute session. */
export const confirmProfileAccess = (token: string) => api.post('/api/profile-access/confirm', profileSession, { token });

export const getProfile = (session: string) => api.get('/api/profile', profileView, withSession(session));

export const exportProfile = (session: string) => api.get('/api/profile/export', profileExport, withSession(session));

export const setContactVisibility = (session: string, body: ContactVisibilityRequest) => api.post('/api/profile/contact-visibility', profileView, body, withSession(session));

export const endProfileSession = (session: string) => api.delete('/api/profile/session', z.unknown(), withSession(session));
