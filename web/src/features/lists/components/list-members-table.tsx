import { Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ContactButton } from '../../../components/contact/contact-button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ListMember } from '../api/lists-api';

type Props = { members: ListMember[]; removingId: string | null; onRemove: (member: ListMember) => void };

/** The physicians of a list: name (profile link), specialty, location, added date, contact reveal, Remove. */
export function ListMembersTable({ members, removingId, onRemove }: Props) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>
            <th scope="col" className="px-4 py-2">Name</th>
            <th scope="col" className="px-4 py-2">Specialty</th>
            <th scope="col" className="px-4 py-2">Location</th>
            <th scope="col" className="px-4 py-2">Added</th>
            <th scope="col" className="px-4 py-2">Contact</th>
            <th scope="col" className="px-4 py-2 text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.id} className="border-t border-slate-200 dark:border-slate-800">
              <td className="px-4 py-2 font-medium">
                <Link to={paths.physician(m.id)} className="text-blue-700 hover:underline dark:text-blue-300">
                  {m.fullName}
                </Link>
              </td>
              <td className="px-4 py-2">{m.specialty || 'Not specified'}</td>
              <td className="px-4 py-2">{m.location || 'Not specified'}</td>
              <td className="px-4 py-2">{formatDate(m.addedAt)}</td>
              <td className="px-4 py-2">
                <div className="flex flex-wrap gap-2">
                  <ContactButton physicianId={m.id} kind="email" available={m.hasEmail} steps={3} />
                  <ContactButton physicianId={m.id} kind="phone" available={m.hasPhone} steps={3} />
                </div>
              </td>
              <td className="px-4 py-2 text-right">
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
        </tbody>
      </table>
    </div>
  );
}
