import { randomInt } from 'node:crypto';
import type { Deps } from '../core/deps';
import { AppError, rateLimited, secondsLeftInWindow } from '../core/errors';
import { maskEmail } from '../core/profile-access';
import { EMAIL_CODE_ATTEMPTS, EMAIL_CODE_MINUTES, EMAIL_CODES_PER_HOUR, changeValues, withField } from '../core/profile-changes';
import { profileView } from '../core/schemas/profile';
import { emailChangeConfirm, emailChangeReceipt, emailChangeRequest } from '../core/schemas/profile-corrections';
import { accepted, http, ok } from '../http/endpoint';
import { profileSessionHeaders, profileSessionOf } from '../http/profile-session';
import { applyChange } from '../core/apply-profile-change';
import { profileViewOf, recordOf } from './profile-view';

const HOUR = 3600;
const codeHashOf = (d: Deps, physicianId: string, code: string) => d.keyring.hmac('profile-email-code', `${physicianId}:${code}`);
const NO_CODE = 'No code is waiting, or it expired. Ask for a new one.';

/**
 * Step one of replacing an email (issue 25 item 6): whoever holds the old
 * address's proof may not be the person, so the new address must be proven
 * too. A 6-digit code goes to the NEW address; nothing changes until it is
 * entered (EMAIL_CODE_MINUTES, EMAIL_CODE_ATTEMPTS wrong tries, once). A
 * newer request replaces the waiting code. Limited per profile, so the page
 * cannot be used to mail strangers.
 */
export const requestEmailChange = http({ status: 202, headers: profileSessionHeaders, errors: ['NOT_FOUND', 'RATE_LIMITED'], body: emailChangeRequest, response: emailChangeReceipt, summary: 'Ask for a code at a new email address, to replace one on your profile (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const record = await recordOf(d, session);
  const { field, email } = input.body;
  if (record[field]?.trim().toLowerCase() === email.toLowerCase()) throw new AppError('VALIDATION', 'This address is already on file.', { email: ['This address is already on file.'] });
  const now = d.now();
  if (!(await d.rateLimiter.consume(`profile-email-code#${record.id}`, EMAIL_CODES_PER_HOUR, HOUR, now))) throw rateLimited('Too many codes asked for this profile. Please try again later.', secondsLeftInWindow(now, HOUR));
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const validUntil = new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000).toISOString();
  await d.profileChanges.putEmailCode({ physicianId: record.id, field, email, codeHash: await codeHashOf(d, record.id, code), attempts: 0, validUntil, via: session.via }, now.toISOString());
  await d.profileLedger.log(record.id, { at: now.toISOString(), action: 'email_code_mailed', field, via: session.via });
  await d.mailer.send({
    to: email,
    subject: 'Your code to confirm this address in the Physician Directory',
    text: [
      'Someone managing a profile in the Physician Directory asked to put this email address on it.',
      '',
      `Your code: ${code}`,
      '',
      `Enter it on the profile page within ${EMAIL_CODE_MINUTES} minutes. It works once.`,
      'If you did not ask for this, ignore this email: nothing will change.',
    ].join('\n'),
  });
  return accepted({ message: `We sent a 6-digit code to ${maskEmail(email)}. Enter it within ${EMAIL_CODE_MINUTES} minutes.`, validUntil });
});

/**
 * Step two: the code from the new address. Right, within its time and its
 * tries: the address is stored as the physician's, verified now, and the
 * code is used up in the same transaction (so it works once). Wrong: counted;
 * past EMAIL_CODE_ATTEMPTS the code is dead. Every refusal is a 400 on `code`.
 */
export const confirmEmailChange = http({ headers: profileSessionHeaders, errors: ['NOT_FOUND', 'CONFLICT'], body: emailChangeConfirm, response: profileView, summary: 'Enter the code mailed to the new address, which replaces the email on your profile (profile session)' }, async (input, d) => {
  const session = await profileSessionOf(input, d);
  const refuse = (message: string): never => {
    throw new AppError('VALIDATION', message, { code: [message] });
  };
  const nowIso = d.now().toISOString();
  const record = await applyChange(d, session.physicianId, async (current) => {
    const pending = await d.profileChanges.emailCodeOf(current.id);
    if (!pending || pending.validUntil <= nowIso) return refuse(NO_CODE);
    if (pending.attempts >= EMAIL_CODE_ATTEMPTS) return refuse('Too many wrong codes. Ask for a new one.');
    const codeHash = await codeHashOf(d, current.id, input.body.code);
    if (codeHash !== pending.codeHash) {
      await d.profileChanges.countWrongCode(current.id, pending.attempts);
      const left = EMAIL_CODE_ATTEMPTS - pending.attempts - 1;
      return refuse(left > 0 ? `This code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong codes. Ask for a new one.');
    }
    const { field, email } = pending;
    return {
      after: withField(current, field, email, nowIso, nowIso, nowIso),
      entries: [{ at: nowIso, action: 'contact_replaced', field, via: session.via, change: changeValues(current, field, email) }],
      conditions: { emailCode: { codeHash, now: nowIso, maxAttempts: EMAIL_CODE_ATTEMPTS } },
    };
  });
  return ok(await profileViewOf(d, session, record));
});
