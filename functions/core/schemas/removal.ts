import * as z from '../zod';
import { emailAddress } from './contact';

/** POST /api/removal-requests (spec public §5: "Please enter a valid email address."). */
export const removalRequestInput = z.object({ email: emailAddress('Please enter a valid email address.') });
export type RemovalRequestInput = z.infer<typeof removalRequestInput>;

/** 202, the same body whether or not the email is in the directory (no enumeration). */
export const removalRequestReceipt = z.object({ message: z.string() });
export const REMOVAL_REQUEST_MESSAGE = 'If this email address is in our directory, a confirmation link is on its way to it. The link works once, for 24 hours.';

/** Server tokens are 32 random bytes, base64url: 43 characters. Anything else cannot be one of ours. */
export const removalConfirmInput = z.object({
  token: z.string().trim().min(1, 'No confirmation token provided. Please check your email link and try again.').max(200, 'Invalid token'),
});
export type RemovalConfirmInput = z.infer<typeof removalConfirmInput>;

/** 200 when confirmed. A used, expired or unknown token is 400 VALIDATION with details.token. */
export const removalConfirmResult = z.object({ removed: z.literal(true), message: z.string() });
export type RemovalConfirmResult = z.infer<typeof removalConfirmResult>;
export const REMOVAL_DONE_MESSAGE = 'Your information has been successfully removed from our database.';
export const REMOVAL_TOKEN_ERROR = 'Failed to process your removal request. The token may be invalid or expired.';
