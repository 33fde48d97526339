import { readAlertUnsubscribeToken } from '../core/alert-token';
import { AppError } from '../core/errors';
import * as z from '../core/zod';
import { alertUnsubscribeQuery, alertUnsubscribeResult, UNSUBSCRIBE_TOKEN_ERROR } from '../core/schemas/alerts';
import { clientKeyOf, limitPerHour } from '../http/client-rate-limit';
import { http, ok } from '../http/endpoint';

/** Unsubscribes per client and hour: generous for people, useless for guessing (a signature is 256 bits). */
const UNSUBSCRIBES_PER_HOUR = 60;

/**
 * RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` as a
 * form, with no header of ours; the digest page's button may send no body.
 * The token in the query is all that is read.
 */
const oneClickForm = { contentType: 'application/x-www-form-urlencoded', schema: z.object({ 'List-Unsubscribe': z.literal('One-Click') }), required: false };

/**
 * One-click unsubscribe from a digest, without signing in: the signed token
 * names the user and saved searches, whose alerts go off. Idempotent; a
 * search deleted meanwhile is simply skipped. A tampered token is a 400.
 */
export const unsubscribeAlerts = http(
  { raw: oneClickForm, errors: ['RATE_LIMITED', 'CONFLICT'], query: alertUnsubscribeQuery, response: alertUnsubscribeResult, summary: 'Turn off the alerts a digest link names (public, signed token)' },
  async (input, d) => {
    await limitPerHour(d, 'alert-unsubscribe', clientKeyOf(input), UNSUBSCRIBES_PER_HOUR, 'Too many requests. Please try again later.');
    const target = await readAlertUnsubscribeToken(d.keyring, input.query.token);
    if (!target) throw new AppError('VALIDATION', UNSUBSCRIBE_TOKEN_ERROR, { token: [UNSUBSCRIBE_TOKEN_ERROR] });
    for (const searchId of target.searchIds) await d.alerts.setAlert(target.userId, searchId, null);
    return ok({ unsubscribed: true, message: 'You will get no more alerts for this saved search.' });
  },
);
