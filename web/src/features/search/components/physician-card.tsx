import { Building2, MapPin, Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PhysicianSummary } from '@core/schemas/physician';
import { paths } from '../../../lib/paths';

const SKILLS_SHOWN = 5;

const initialsOf = (p: PhysicianSummary): string => {
  const fromParts = `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`;
  const fallback = p.fullName
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
  return (fromParts || fallback || '?').toUpperCase();
};

function Detail({ icon: Icon, label, value }: { icon: typeof MapPin; label: string; value: string }) {
  if (!value) return null;
  return (
    <li className="flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{label}: </span>
      <span className="truncate">{value}</span>
    </li>
  );
}

export function PhysicianCard({ physician }: { physician: PhysicianSummary }) {
  const shown = physician.skills.slice(0, SKILLS_SHOWN);
  const hidden = physician.skills.length - shown.length;
  const headingId = `physician-${physician.id}`;

  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-700 dark:bg-blue-950 dark:text-blue-300"
      >
        {initialsOf(physician)}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold">
              <Link to={paths.physician(physician.id)} className="hover:text-blue-700 hover:underline dark:hover:text-blue-300">
                {physician.fullName}
              </Link>
            </h2>
            {physician.title && <p className="text-sm text-slate-600 dark:text-slate-300">{physician.title}</p>}
          </div>
          <Link
            to={paths.physician(physician.id)}
            aria-label={`View profile of ${physician.fullName}`}
            className="shrink-0 text-sm font-medium text-blue-700 hover:underline dark:text-blue-300"
          >
            View Profile
          </Link>
        </div>
        <ul className="mt-2 grid gap-1 text-sm text-slate-600 sm:grid-cols-3 dark:text-slate-300">
          <Detail icon={Stethoscope} label="Specialty" value={physician.specialty} />
          <Detail icon={Building2} label="Organization" value={physician.organization} />
          <Detail icon={MapPin} label="Location" value={physician.location} />
        </ul>
        {shown.length > 0 && (
          <ul aria-label="Skills" className="mt-3 flex flex-wrap gap-1.5">
            {shown.map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {skill}
              </li>
            ))}
            {hidden > 0 && <li className="rounded-full px-2 py-0.5 text-xs text-slate-500 dark:text-slate-400">+{hidden} more</li>}
          </ul>
        )}
      </div>
    </article>
  );
}
