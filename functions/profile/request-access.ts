import { siteUrlOf } from '../core/config';
import type { Deps } from '../core/deps';
import { MAILED_TOKEN_TTL_HOURS, mailedTokenHash, mailedTokenValidUntil, newMailedToken } from '../core/mailed-token';
import { maskEmail, npiIdentity, PROFILE_LINKS_PER_MAIL, profileTargetKey } from '../core/profile-access';
import type { PhysicianRecord } from '../core/schemas/physician';
import { PROFILE_ACCESS_MESSAGE, type ProfileAccessRequest, profileAccessReceipt, profileAccessRequest } from '../core/schemas/profile';
import { accepted, http } from '../http/endpoint';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';

const TOO_MANY = 'Too many requests. Please try again later.';
const HOUR = 3600;

/**
 * "Manage my profile", step one. The answer is the same 202 whatever matched,
 * and the work is the same shape: the client's limit, the keyed target limit,
 * the keyed lookup, one mail. The link goes only to the email on file: for an
 * email, to that address (a notice that nothing is held, when nothing is);
 * for an NPI, to its profile's address (nothing is mailed when it has none,
 * which the public search's "has email" already tells anyone). Past the
 * per-target limit the request is dropped silently, never a 429 for others'
 * requests: every link a stranger triggers lands in the owner's inbox anyway.
 */
export const requestProfileAccess = http({ status: 202, errors: ['RATE_LIMITED'], body: profileAccessRequest, response: profileAccessReceipt, summary: 'Ask for a link to manage your profile, by email or NPI (202 always)' }, async (input, d) => {
  await limitPerHour(d, 'profile-client', clientKeyOf(input), d.config.RATE_LIMIT_REMOVALS_PER_HOUR, TOO_MANY);
  const target = await profileTargetKey(d.keyring, input.body);
  const allowed = await d.rateLimiter.consume(`profile-target#${target}`, d.config.RATE_LIMIT_REMOVALS_PER_HOUR, HOUR, d.now());
  // Looked up even when dropped, so a dropped request takes as long as any other.
  const { to, profiles } = await profilesOf(d, input.body);
  if (allowed && to) await mailLinks(d, to, profiles);
  return accepted({ message: PROFILE_ACCESS_MESSAGE });
});

/** Where the link may go, and the profiles it opens; `to` null when the NPI's profile has no email on file (or no profile). */
const profilesOf = async (d: Deps, body: ProfileAccessRequest): Promise<{ to: string | null; profiles: PhysicianRecord[] }> => {
  if (body.email) {
    const email = body.email.toLowerCase();
    return { to: email, profiles: await d.physicians.getMany((await d.physicians.idsByEmail(email)).slice(0, PROFILE_LINKS_PER_MAIL)) };
  }
  const identity = await npiIdentity(d.keyring, body.npi ?? '');
  const id = (await d.physicians.idsOfIdentities([identity])).get(identity);
  const record = id ? await d.physicians.get(id) : null;
  const to = record?.personalEmail?.trim() || record?.workEmail?.trim() || null;
  return { to, profiles: record && to ? [record] : [] };
};

const mailLinks = async (d: Deps, to: string, profiles: readonly PhysicianRecord[]): Promise<void> => {
  const now = d.now();
  const via = maskEmail(to);
  const lines: string[] = [];
  for (const p of profiles) {
    const token = newMailedToken();
    await d.profileAccess.createLink({ tokenHash: mailedTokenHash(token), physicianId: p.id, via, createdAt: now.toISOString(), validUntil: mailedTokenValidUntil(now).toISOString() });
    await d.profileLedger.log(p.id, { at: now.toISOString(), action: 'link_mailed', field: null, via });
    lines.push(`${p.fullName}, ${p.specialty}, ${p.city}, ${p.state}:`, `${siteUrlOf(d.config)}/manage-profile/confirm?token=${encodeURIComponent(token)}`, '');
  }
  await d.mailer.send({
    to,
    subject: 'Manage your profile in the Physician Directory',
    text: profiles.length
      ? [
          'We received a request to see and manage the profile held under this email address in the Physician Directory.',
          '',
          `Open the link of your profile within ${MAILED_TOKEN_TTL_HOURS} hours and press "Open my profile" (each link works once):`,
          '',
          ...lines,
          'If you did not ask for this, ignore this email: nothing will change, and nobody else can use these links.',
        ].join('\n')
      : [
          'We received a request to manage a profile under this email address in the Physician Directory.',
          '',
          'We hold no profile with this email address, so there is nothing to manage. If your profile lists another address, ask again with that address or with your NPI.',
          'If you did not ask for this, ignore this email.',
        ].join('\n'),
  });
};
