import type { ContactReveal } from '@core/schemas/physician';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../access/use-access';
import { freshnessLabel, shownField } from './contact-freshness';
import type { ContactKind } from './contact-toasts';
import { ReportContactDialog } from './report-contact-dialog';

const noun: Record<ContactKind, string> = { email: 'email', phone: 'phone number' };

/** Under a revealed contact: when it was last verified, "reported" when others flagged it, and Report. */
export function ContactFreshnessLine({ physicianId, kind, contact }: { physicianId: string; kind: ContactKind; contact: ContactReveal }) {
  const { field, verifiedAt, reported } = shownField(contact, kind);
  const access = useAccess();
  const [reporting, setReporting] = useState(false);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      <span>{freshnessLabel(verifiedAt)}</span>
      {reported && (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-200" title="Several recruiters reported this contact as wrong">
          reported
        </span>
      )}
      {field && !access.isDemo && (
        <>
          <button type="button" onClick={() => setReporting(true)} className="inline-flex items-center gap-1 rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600">
            <Flag aria-hidden="true" className="size-3" />
            Report<span className="sr-only"> this {noun[kind]}</span>
          </button>
          {reporting && <ReportContactDialog physicianId={physicianId} field={field} noun={noun[kind]} open onClose={() => setReporting(false)} />}
        </>
      )}
    </span>
  );
}
