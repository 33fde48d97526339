import type { AuthLevel } from '../routes';
import { isAdmin } from '../core/access';
import { AppError } from '../core/errors';
import type { Principal } from '../core/principal';
import type { Deps } from '../core/deps';

const bearer = (header: string | undefined): string | null => {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'Malformed Authorization header');
  return match[1];
};

/** The groups that change what a caller may do: admin (admin routes, the paywall) and demo (the paywall, its restrictions). */
const CHECKED_GROUPS = ['admin', 'demo'];

/**
 * The token says admin or demo as of when it was issued (up to an hour ago);
 * Cognito says whether they still are. The directory keeps each answer at
 * most a minute, so a removed admin loses the admin routes and the paywall
 * bypass within one. Only tokens that claim such a group cost a look-up.
 */
const withCurrentGroups = async (p: Principal, d: Pick<Deps, 'directory'>): Promise<Principal> => {
  const claimed = p.groups.filter((g) => CHECKED_GROUPS.includes(g));
  if (!claimed.length) return p;
  const still = await Promise.all(claimed.map((g) => d.directory.isInGroup(p.username ?? p.id, g)));
  const gone = new Set(claimed.filter((_, i) => !still[i]));
  return gone.size ? { ...p, groups: p.groups.filter((g) => !gone.has(g)) } : p;
};

/**
 * A token, when present, is always verified, even on public routes: an
 * expired session must be told so, not silently served as anonymous.
 */
export const authenticate = async (level: AuthLevel, header: string | undefined, d: Pick<Deps, 'verifier' | 'directory'>): Promise<Principal | null> => {
  const token = bearer(header);
  let principal: Principal | null = null;
  if (token) {
    try {
      principal = await d.verifier.verify(token);
    } catch {
      throw new AppError('UNAUTHENTICATED', 'Invalid or expired token');
    }
    principal = await withCurrentGroups(principal, d);
  }
  if (level === 'public') return principal;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (level === 'admin' && !isAdmin(principal)) throw new AppError('FORBIDDEN', 'Administrator access required');
  return principal;
};
