import { ChevronRight, Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import { displaySpecialty } from '@core/search/specialties';
import { paths } from '../../../lib/paths';
import { specialtySlug } from '../utils/slug';
import { formatCount } from '../../../lib/format-count';

export function SpecialtyCard({ specialty, count }: { specialty: string; count: number }) {
  return (
    <Link
      to={paths.specialty(specialtySlug(specialty))}
      className="group flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-blue-300 hover:bg-blue-50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-800 dark:hover:bg-slate-800"
    >
      <Stethoscope aria-hidden="true" className="size-8 shrink-0 text-blue-600 dark:text-blue-400" />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold group-hover:text-blue-700 dark:group-hover:text-blue-300">{displaySpecialty(specialty)}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-300">{formatCount(count)} physicians available</span>
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
    </Link>
  );
}

export function SpecialtyCardSkeleton() {
  return (
    <div aria-hidden="true" data-testid="specialty-card-skeleton" className="flex items-center gap-4 rounded-lg border border-slate-200 p-5 dark:border-slate-800">
      <div className="size-8 rounded bg-slate-200 dark:bg-slate-800" />
      <div className="flex-1 space-y-2">
        <div className="h-4 w-1/2 rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-3 w-1/3 rounded bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
