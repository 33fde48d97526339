import * as z from '../zod';

export const alertSetting = z.enum(['off', 'daily', 'weekly']);
export type AlertSetting = z.infer<typeof alertSetting>;

/** PATCH /api/saved-searches/{id}/alerts. */
export const alertUpdate = z.object({ alerts: alertSetting });

export const alertState = z.object({
  id: z.string(),
  alerts: alertSetting,
  /** When the last digest holding this search was sent; null when none yet. */
  lastDigestAt: z.string().nullable(),
});
export type AlertState = z.infer<typeof alertState>;

export const UNSUBSCRIBE_TOKEN_ERROR = 'This unsubscribe link is not valid. Turn alerts off from your Saved Searches instead.';

/** POST /api/alerts/unsubscribe?token=…: from the page's button or a mail client's one-click POST (RFC 8058), whose form body is ignored. */
export const alertUnsubscribeQuery = z.object({ token: z.string().min(1).max(20_000) });

export const alertUnsubscribeResult = z.object({ unsubscribed: z.literal(true), message: z.string() });
