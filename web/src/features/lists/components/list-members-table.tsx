import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ContactButton } from '../../../components/contact/contact-button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { MemberStatus } from '@core/schemas/list-pipeline';
import type { ListMember } from '../api/lists-api';
import { listRowClass, ListTableFrame } from './list-table-frame';
import { MemberNote } from './member-note';
import { MemberStatusSelect } from './member-status-select';

const columns = [{ label: 'Name' }, { label: 'Specialty' }, { label: 'Location' }, { label: 'Added' }, { label: 'Status and note' }, { label: 'Contact' }, { label: 'Actions', end: true }];

// Below md each row is a card: cells stack (name, specialty, location, date on their own lines), buttons share one.
const row = `${listRowClass} flex flex-wrap items-center gap-x-2 gap-y-1 p-4 md:table-row md:p-0`;
const cell = 'md:table-cell md:px-4 md:py-2';
const line = `${cell} basis-full`;
/** Read on phones, where no column header is shown; the header says it on wider screens. */
const label = (text: string) => <span className="sr-only md:hidden">{text}: </span>;

type Props = {
  members: ListMember[];
  removingId: string | null;
  onRemove: (member: ListMember) => void;
  /** The member being saved, if any (its controls wait). */
  updatingId?: string | null;
  onUpdate: (member: ListMember, change: { status?: MemberStatus; note?: string | null }) => void;
  /** Whether a member is ticked, and ticking or unticking members (one, or the page); absent: no checkboxes. */
  isSelected?: (id: string) => boolean;
  onSelect?: (ids: string[], on: boolean) => void;
};

const checkboxClass = 'size-4 rounded border-slate-300 text-blue-600 dark:border-slate-600';

/** On when every row of the page is ticked, mixed when some are. */
function PageCheckbox({ ids, isSelected, onSelect }: { ids: string[]; isSelected: (id: string) => boolean; onSelect: (ids: string[], on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const ticked = ids.filter(isSelected).length;
  const all = ids.length > 0 && ticked === ids.length;
  const mixed = ticked > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={ref} type="checkbox" checked={all} onChange={() => onSelect(ids, !all)} aria-label="Select all on this page" className={checkboxClass} />;
}

/** The physicians of a list: name (profile link), specialty, location, added date, status and note, contact reveal, Remove. */
export function ListMembersTable({ members, removingId, onRemove, updatingId = null, onUpdate, isSelected, onSelect }: Props) {
  const selectable = isSelected && onSelect;
  const pageBox = selectable ? <PageCheckbox ids={members.map((m) => m.id)} isSelected={isSelected} onSelect={onSelect} /> : null;
  return (
    <ListTableFrame columns={selectable ? [{ label: 'Select', header: pageBox }, ...columns] : columns} stacked>
      {members.map((m) => (
        <tr key={m.id} className={`${row} ${selectable && isSelected(m.id) ? 'bg-blue-50 dark:bg-blue-950/40' : ''}`}>
          {selectable && (
            <td className={`${cell} md:w-10`}>
              <input type="checkbox" checked={isSelected(m.id)} onChange={(e) => onSelect([m.id], e.target.checked)} aria-label={`Select ${m.fullName}`} className={checkboxClass} />
            </td>
          )}
          <td className={`${line} font-medium`}>
            <Link to={paths.physician(m.id)} className="text-blue-700 hover:underline dark:text-blue-300">
              {m.fullName}
            </Link>
          </td>
          <td className={line}>
            {label('Specialty')}
            {m.specialty || 'Not specified'}
          </td>
          <td className={line}>
            {label('Location')}
            {m.location || 'Not specified'}
          </td>
          <td className={`${line} whitespace-nowrap`}>
            <span className="md:hidden">Added </span>
            {formatDate(m.addedAt)}
          </td>
          <td className={`${line} space-y-1 md:min-w-48`}>
            <MemberStatusSelect fullName={m.fullName} status={m.status} disabled={updatingId === m.id} onChange={(status) => onUpdate(m, { status })} />
            <MemberNote fullName={m.fullName} note={m.note ?? null} saving={updatingId === m.id} onSave={(note) => onUpdate(m, { note })} />
            {m.changedBy && m.statusUpdatedAt && (
              <p className="text-xs text-slate-600 dark:text-slate-400">
                Changed by {m.changedBy}, {formatDate(m.statusUpdatedAt)}
              </p>
            )}
          </td>
          <td className={`${cell} pt-2`}>
            <div className="flex flex-wrap gap-2">
              <ContactButton physicianId={m.id} kind="email" available={m.hasEmail} />
              <ContactButton physicianId={m.id} kind="phone" available={m.hasPhone} />
            </div>
          </td>
          <td className={`${cell} ml-auto pt-2 text-right`}>
            <button
              type="button"
              aria-label={`Remove ${m.fullName} from list`}
              disabled={removingId === m.id}
              onClick={() => onRemove(m)}
              className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'text-red-600' })}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </button>
          </td>
        </tr>
      ))}
    </ListTableFrame>
  );
}
