import { Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { useSpecialties } from '../../../lib/use-specialties';
import { SpecialtyCard, SpecialtyCardSkeleton } from '../components/specialty-card';

const SKELETONS = 9;

/** Spec core §2 Specialties directory. */
export function SpecialtiesPage() {
  const specialties = useSpecialties();

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Medical Specialties Directory</h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Browse physicians by specialty, or search the whole directory.</p>
        </div>
        <Link to={paths.search} className={buttonClasses()}>
          <Search aria-hidden="true" className="size-4" />
          Search All Physicians
        </Link>
      </div>

      {specialties.isPending ? (
        <div role="status" aria-busy="true" className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <span className="sr-only">Loading specialties...</span>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <SpecialtyCardSkeleton key={i} />
          ))}
        </div>
      ) : specialties.isError ? (
        <p role="alert" className="mt-8 text-slate-600 dark:text-slate-300">
          Specialties are unavailable right now. You can still search all physicians.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {specialties.data.map(({ specialty, count }) => (
            <li key={specialty}>
              <SpecialtyCard specialty={specialty} count={count} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
