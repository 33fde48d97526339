import * as z from '@core/zod';
import { me, PROFILE_BIO_MAX, PROFILE_NAME_MAX, type ProfileUpdate } from '@core/schemas/me';
import { api } from '../../../lib/api';

/** The form's view of core's profileUpdate: both fields always present, as text. */
export const profileForm = z.object({
  name: z.string().trim().max(PROFILE_NAME_MAX, `Name must be at most ${PROFILE_NAME_MAX} characters`),
  bio: z.string().trim().max(PROFILE_BIO_MAX, `Bio must be at most ${PROFILE_BIO_MAX} characters`),
});
export type ProfileFormValues = z.input<typeof profileForm>;

/** PATCH /api/me/profile: saves name and bio ('' clears one) and answers with the updated Me. */
export const updateProfile = (values: ProfileUpdate) => api.patch('/api/me/profile', me, values);
