import { subscriptionRecordFor } from '../core/subscription';
import { alertEntitlementOf, ALERT_PERIOD_MS } from '../core/alert-schedule';
import { FREE } from '../core/access';
import { notFound } from '../core/errors';
import { alertState, alertUpdate } from '../core/schemas/alerts';
import { savedSearchIdParams } from '../core/schemas/saved-searches';
import { http, ok } from '../http/endpoint';
import { signedIn } from './guard';

/**
 * Turns a saved search's alerts off, daily or weekly (owner only: anyone else's search is 404).
 * On: demo 403, free 402 (core/alert-schedule.ts); the first digest covers what is published from now on.
 */
export const updateSavedSearchAlerts = http(
  { errors: ['DEMO_RESTRICTED', 'SUBSCRIPTION_REQUIRED', 'CONFLICT'], params: savedSearchIdParams, body: alertUpdate, response: alertState, summary: "Set a saved search's alerts: off, daily or weekly" },
  async ({ params, body, principal }, d) => {
    const user = signedIn(principal);
    const now = d.now();
    let schedule = null;
    if (body.alerts !== 'off') {
      const entitlement = alertEntitlementOf(user, (await subscriptionRecordFor(d, user.id)) ?? FREE);
      const nextRunAt = new Date(now.getTime() + ALERT_PERIOD_MS[body.alerts]).toISOString();
      schedule = { frequency: body.alerts, entitlement, cursor: now.toISOString(), nextRunAt };
    }
    const out = await d.alerts.setAlert(user.id, params.id, schedule);
    if (!out) throw notFound('Saved search');
    return ok({ id: params.id, alerts: body.alerts, lastDigestAt: out.lastDigestAt });
  },
);
