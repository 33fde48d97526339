import type { Access } from '../access/use-access';

/**
 * Whether this viewer spends the daily fair-use allowance, and so is shown
 * what is left of it: signed in, not demo (refused reveal and export), and
 * through the paywall (subscribers and admins; the server counts admins too).
 */
export const spendsAllowance = (access: Access): boolean => access.signedIn && !access.isDemo && access.passes('basic');
