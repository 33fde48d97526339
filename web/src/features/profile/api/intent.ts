import { type intentRequest, intentView } from '@core/schemas/intent';
import { PROFILE_SESSION_HEADER } from '@core/schemas/profile';
import * as z from '@core/zod';
import { api } from '../../../lib/api';

const withSession = (session: string) => ({ headers: { [PROFILE_SESSION_HEADER]: session } });

export const getIntent = (session: string) => api.get('/api/profile/intent', intentView, withSession(session));
export const saveIntent = (session: string, body: z.input<typeof intentRequest>) => api.post('/api/profile/intent', intentView, body, withSession(session));
export const withdrawIntent = (session: string) => api.delete('/api/profile/intent', z.unknown(), withSession(session));
