import * as z from '../core/zod';
import type { Deps } from '../core/deps';
import { AppError } from '../core/errors';
import { mailedTokenHash } from '../core/mailed-token';
import { TOKEN_PATTERN } from '../core/profile-access';
import type { ProfileSessionRecord } from '../core/profile-ports';
import { PROFILE_SESSION_HEADER } from '../core/schemas/profile';
import type { EndpointInput } from './endpoint';

/** For the document: the header the physician's page sends (declared by the endpoints that need it). */
export const profileSessionHeaders = z.object({
  [PROFILE_SESSION_HEADER]: z.string().meta({ description: 'The session from POST /api/profile-access/confirm (30 minutes, one physician; not a Cognito token).' }),
});

const SIGN_IN_AGAIN = 'Your profile session has ended. Ask for a new link.';

/**
 * The physician's own page is reached only with a session opened by the
 * mailed proof: the opaque token travels in `x-profile-session`, is hashed,
 * and must name a stored, unexpired session that no newer session, sign-out
 * or admin revoked. Anything else is the same 401, so a guess learns nothing.
 */
export const profileSessionOf = async (input: Pick<EndpointInput, 'headers'>, d: Deps): Promise<ProfileSessionRecord & { token: string }> => {
  const token = input.headers[PROFILE_SESSION_HEADER]?.trim() ?? '';
  if (!TOKEN_PATTERN.test(token)) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
  const session = await d.profileAccess.sessionOf(mailedTokenHash(token), d.now());
  if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_AGAIN);
  return { ...session, token };
};
