import { api } from '../../lib/api';
import type { ContactField } from './contact-freshness';

export type ReportReason = 'bounced' | 'wrong_number' | 'not_this_person';

/** Mirrors the server's rule (core/schemas/contact-reports.ts): a phone cannot bounce, an address has no number. */
export const reasonsFor = (field: ContactField): ReadonlyArray<{ value: ReportReason; label: string }> =>
  field === 'personalEmail' || field === 'workEmail'
    ? [
        { value: 'bounced', label: 'Bounced' },
        { value: 'not_this_person', label: 'Not this person' },
      ]
    : [
        { value: 'wrong_number', label: 'Wrong number' },
        { value: 'not_this_person', label: 'Not this person' },
      ];

export const REPORT_NOTE_MAX = 500;

export const postContactReport = (physicianId: string, body: { field: ContactField; reason: ReportReason; note?: string }) =>
  api.post(`/api/physicians/${encodeURIComponent(physicianId)}/contact-reports`, () => import('@core/schemas/contact-reports').then((m) => m.contactReport), body);
