import { contactFieldLabels } from '@core/schemas/contact-reports';
import type { HeldContact } from '@core/schemas/profile';
import { Switch } from '../../../components/ui/switch';
import { formatDate } from '../../../lib/format-date';

const sourceLabels: Record<HeldContact['source'], string> = { seed: 'sample data', import: 'a data vendor', submission: 'your resume' };

/** The contact fields held, masked, each with where it came from, when it was verified, and a switch to hide it from recruiters. */
export function HeldContacts({ contacts, busy, onHide }: { contacts: readonly HeldContact[]; busy: boolean; onHide: (c: HeldContact, hidden: boolean) => void }) {
  if (!contacts.length) return <p>We hold no email address or phone number for you.</p>;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {contacts.map((c) => (
        <li key={c.field} className="space-y-2 py-3">
          <Switch
            label={`Hide ${contactFieldLabels[c.field].toLowerCase()} ${c.masked} from recruiters`}
            description={[
              c.physicianProvidedAt ? `Given by you ${formatDate(c.physicianProvidedAt)}` : `From ${sourceLabels[c.source]}`,
              c.verifiedAt ? `verified ${formatDate(c.verifiedAt)}` : 'not verified',
              c.invalid ? 'marked wrong after recruiters reported it (not shown to them)' : null,
              c.hidden ? 'hidden: recruiters cannot reveal or export it' : 'recruiters with a plan can reveal and export it',
            ]
              .filter(Boolean)
              .join(' · ')}
            checked={c.hidden}
            disabled={busy}
            onChange={(hidden) => onHide(c, hidden)}
          />
        </li>
      ))}
    </ul>
  );
}
