import type { ProfileSession } from '@core/schemas/profile';

/**
 * The profile session lives in this tab only (sessionStorage): closing the
 * tab forgets it, and it is never sent unless the page sends it (a header,
 * not a cookie). The server ends it after 30 minutes whatever we keep.
 */
const KEY = 'profile-session';

export const saveProfileSession = (s: ProfileSession): void => sessionStorage.setItem(KEY, JSON.stringify(s));

export const forgetProfileSession = (): void => sessionStorage.removeItem(KEY);

export const storedProfileSession = (): ProfileSession | null => {
  try {
    const s = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<ProfileSession> | null;
    if (typeof s?.session !== 'string' || typeof s.validUntil !== 'string') return null;
    return Date.parse(s.validUntil) > Date.now() ? { session: s.session, validUntil: s.validUntil } : null;
  } catch {
    return null;
  }
};
