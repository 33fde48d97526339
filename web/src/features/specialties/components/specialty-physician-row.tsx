import type { PhysicianSummary } from '@core/schemas/physician';
import { ProfileLink } from '../../../components/profile-link';
import { InitialsAvatar } from '../../../components/ui/initials-avatar';

/** A compact line of the specialty page: who, what, where, and a way to the profile. */
export function SpecialtyPhysicianRow({ physician: p }: { physician: PhysicianSummary }) {
  return (
    <li className="flex items-center gap-4 py-3">
      <InitialsAvatar person={p} />
      <div className="min-w-0 flex-1">
        <ProfileLink physicianId={p.id} className="font-semibold hover:text-blue-700 hover:underline dark:hover:text-blue-300">
          {p.fullName}
        </ProfileLink>
        <p className="truncate text-sm text-slate-600 dark:text-slate-300">{[p.title, p.organization].filter(Boolean).join(' · ')}</p>
      </div>
      <p className="hidden shrink-0 text-sm text-slate-500 sm:block dark:text-slate-400">{p.location}</p>
    </li>
  );
}
