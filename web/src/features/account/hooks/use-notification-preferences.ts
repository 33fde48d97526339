import { useCallback, useEffect, useState } from 'react';
import * as z from '@core/zod';

/** Spec core §2: three toggles, all on by default, kept only in this browser. */
const preferences = z.object({
  marketing: z.boolean().catch(true),
  newFeatures: z.boolean().catch(true),
  securityAlerts: z.boolean().catch(true),
});
export type NotificationPreferences = z.infer<typeof preferences>;
export type NotificationKey = keyof NotificationPreferences;

const defaults: NotificationPreferences = { marketing: true, newFeatures: true, securityAlerts: true };
const storageKey = (userId: string) => `notification-preferences:${userId}`;

const read = (userId: string): NotificationPreferences => {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    const parsed = preferences.safeParse(raw ? JSON.parse(raw) : defaults);
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
};

export const useNotificationPreferences = (userId: string) => {
  const [values, setValues] = useState(() => read(userId));
  useEffect(() => setValues(read(userId)), [userId]);

  const set = useCallback(
    (key: NotificationKey, on: boolean) =>
      setValues((current) => {
        const next = { ...current, [key]: on };
        try {
          localStorage.setItem(storageKey(userId), JSON.stringify(next));
        } catch {
          // Storage blocked: the choice lasts for this visit only.
        }
        return next;
      }),
    [userId],
  );

  return { values, set };
};
