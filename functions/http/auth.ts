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

/**
 * The token says admin as of when it was issued (up to an hour ago); Cognito
 * says whether they still are. The directory keeps the answer at most a
 * minute, so a removed admin loses access within one.
 */
const stillAdmin = (p: Principal, d: Pick<Deps, 'directory'>): Promise<boolean> => d.directory.isInGroup(p.username ?? p.id, 'admin');

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
  }
  if (level === 'public') return principal;
  if (!principal) throw new AppError('UNAUTHENTICATED', 'Sign in required');
  if (level === 'admin' && !(isAdmin(principal) && (await stillAdmin(principal, d)))) throw new AppError('FORBIDDEN', 'Administrator access required');
  return principal;
};
