import { AppError, notFound } from '../core/errors';
import type { Deps } from '../core/deps';
import { maskEmail, maskPhone } from '../core/profile-access';
import { changeValues, sameValue, withField } from '../core/profile-changes';
import type { StoredProfileChange } from '../core/profile-change-ports';
import { physicianIdParams } from '../core/schemas/physician';
import { type ProfileChangeRow, profileChangeList, profileChangeParams } from '../core/schemas/profile-corrections';
import { http, ok } from '../http/endpoint';
import { applyChange } from '../core/apply-profile-change';

const SHOWN = 100;
const VALUE_CHANGES = new Set(['field_corrected', 'contact_replaced']);

/** A value as the admin's table shows it: contact values masked like on the physician's page (the admin export is where whole values are). */
const shownValue = (field: string | null, v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (field === 'personalEmail' || field === 'workEmail') return maskEmail(String(v));
  if (field === 'phone' || field === 'directDial') return maskPhone(String(v));
  return Array.isArray(v) ? v.join(', ') : String(v);
};

const rowOf = (c: StoredProfileChange): ProfileChangeRow => {
  const hide = c.action === 'field_hidden' || c.action === 'field_shown';
  return {
    changeId: c.changeId,
    at: c.at,
    action: c.action,
    field: c.field,
    previous: hide ? (c.action === 'field_hidden' ? 'shown' : 'hidden') : shownValue(c.field, c.change?.previous),
    value: hide ? (c.action === 'field_hidden' ? 'hidden' : 'shown') : shownValue(c.field, c.change?.value),
    via: c.via,
    revertedAt: c.revertedAt,
    revertible: !c.revertedAt && c.field !== null && (hide || (VALUE_CHANGES.has(c.action) && !!c.change)),
  };
};

const listOf = async (d: Deps, physicianId: string) => ({ items: (await d.profileChanges.changesOf(physicianId, SHOWN)).map(rowOf) });

/** Issue 25 item 6: a physician's self-service changes (corrections, replacements, hides) with what each replaced, for an admin to reverse. */
export const listProfileChanges = http({ params: physicianIdParams, errors: ['NOT_FOUND'], response: profileChangeList, summary: "A physician's own changes to their profile, newest first (admin)" }, async ({ params }, d) => {
  if (!(await d.physicians.get(params.id))) throw notFound('Physician');
  return ok(await listOf(d, params.id));
});

const LATER = 'A later change to this field exists: revert that one first.';

/**
 * Puts back what one change replaced (its log entry keeps it), once, and
 * only while the field still holds what that change set: a later change is
 * reverted first, newest to oldest. Logged on the physician's page as an
 * admin's revert. Answers the list as it now is.
 */
export const revertProfileChange = http({ params: profileChangeParams, errors: ['NOT_FOUND', 'CONFLICT'], response: profileChangeList, summary: "Revert one of a physician's own changes (admin)" }, async ({ params }, d) => {
  const at = d.now().toISOString();
  const stored = await d.profileChanges.changeOf(params.id, params.changeId);
  if (!stored || !(await d.physicians.get(params.id))) throw notFound('Change');
  if (!rowOf(stored).revertible) throw new AppError('CONFLICT', stored.revertedAt ? 'This change was already reverted.' : 'This entry cannot be reverted.');
  const field = stored.field;
  if (field === 'personalEmail' || field === 'workEmail' || field === 'phone' || field === 'directDial') {
    if (stored.action === 'field_hidden' || stored.action === 'field_shown') {
      const hidden = !!(await d.contactReports.statusOf([params.id])).get(params.id)?.hidden?.includes(field);
      if (hidden !== (stored.action === 'field_hidden')) throw new AppError('CONFLICT', LATER);
      if (!(await d.profileLedger.setHidden(params.id, field, !hidden, { at, action: 'change_reverted', field, via: null }))) throw notFound('Physician');
      await d.profileChanges.markReverted(params.id, params.changeId, at);
      return ok(await listOf(d, params.id));
    }
  }
  await applyChange(d, params.id, async (current) => {
    const entry = await d.profileChanges.changeOf(params.id, params.changeId);
    const change = entry?.change;
    if (!entry || entry.revertedAt || !change || !entry.field) throw new AppError('CONFLICT', 'This change was already reverted.');
    if (!sameValue((current as Record<string, unknown>)[entry.field], change.value)) throw new AppError('CONFLICT', LATER);
    return {
      after: withField(current, entry.field, change.previous ?? undefined, change.previousProvidedAt, change.previousVerifiedAt, at),
      entries: [{ at, action: 'change_reverted', field: entry.field, via: null, change: changeValues(current, entry.field, change.previous) }],
      conditions: { reverts: params.changeId },
    };
  });
  return ok(await listOf(d, params.id));
});
