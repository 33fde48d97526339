import { type ContactFieldName, type ContactFieldStatus, contactFieldNames, emptyCounts } from '../../core/schemas/contact-reports';
import type { StoredContactReport } from '../../core/contact-report-ports';

/**
 * Everything about one physician's contact reports sits in one partition
 * (`CONTACT_REPORTS#<physicianId>`), so the removal flow deletes it with one
 * Query: the reports (`REPORT#<field>#<userId>`, one per user and field),
 * the status (`STATUS`: open counts per field, the invalid verdicts) and the
 * admins' audit entries (`AUDIT#<at>#<entry>`). Open reports are also in
 * gsi1 under `CONTACT_REPORTS#open`, newest first, for the admin page.
 */
export const reportKeys = {
  partition: (physicianId: string) => `CONTACT_REPORTS#${physicianId}`,
  report: (physicianId: string, field: ContactFieldName, userId: string) => ({ pk: `CONTACT_REPORTS#${physicianId}`, sk: `REPORT#${field}#${userId}` }),
  reportPrefix: (field: ContactFieldName) => `REPORT#${field}#`,
  status: (physicianId: string) => ({ pk: `CONTACT_REPORTS#${physicianId}`, sk: 'STATUS' }),
  audit: (physicianId: string, at: string, entry: string) => ({ pk: `CONTACT_REPORTS#${physicianId}`, sk: `AUDIT#${at}#${entry}` }),
  openIndex: 'CONTACT_REPORTS#open',
  openSort: (r: Pick<StoredContactReport, 'updatedAt' | 'physicianId' | 'field' | 'userId'>) => `${r.updatedAt}#${r.physicianId}#${r.field}#${r.userId}`,
};

/** The attribute of the STATUS item counting a field's open reports, and the one marking it invalid. */
export const countAttr = (f: ContactFieldName) => `open_${f}`;
export const invalidAttr = (f: ContactFieldName) => `invalid_${f}`;
/** The attribute marking a field hidden by the physician (issue 25; its value: when). Admin verdicts never touch it. */
export const hiddenAttr = (f: ContactFieldName) => `hidden_${f}`;

export const statusOfItem = (item: Record<string, unknown>): ContactFieldStatus => {
  const counts = emptyCounts();
  for (const f of contactFieldNames) counts[f] = Math.max(0, Number(item[countAttr(f)] ?? 0));
  return { counts, invalid: contactFieldNames.filter((f) => item[invalidAttr(f)] !== undefined), hidden: contactFieldNames.filter((f) => item[hiddenAttr(f)] !== undefined) };
};

export const reportOfItem = (i: Record<string, unknown>): StoredContactReport => ({
  physicianId: String(i.physicianId),
  field: i.field as ContactFieldName,
  userId: String(i.userId),
  reason: i.reason as StoredContactReport['reason'],
  note: typeof i.note === 'string' ? i.note : null,
  createdAt: String(i.createdAt),
  updatedAt: String(i.updatedAt),
});
