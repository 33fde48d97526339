import { ChevronRight, Search } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { PAGE_SIZE } from '@core/schemas/physician-constants';
import { FreeLimitNotice } from '../../../components/access/free-limit-notice';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useSpecialtyPhysicians } from '../api/get-specialty-physicians';
import { SpecialtyPhysicianRow } from '../components/specialty-physician-row';
import { searchBySpecialty, specialtyFromSlug } from '../utils/slug';
import { formatCount } from '../../../lib/format-count';

/** Spec core §2 Specialty page, at /directory/{slug}. */
export function SpecialtyDirectoryPage() {
  const { specialty: slug = '' } = useParams();
  const name = specialtyFromSlug(slug);
  const access = useAccess();
  const physicians = useSpecialtyPhysicians(name, { enabled: access.ready, viewerKey: access.viewerKey });
  const data = physicians.data;

  if (data && data.total === 0) return <Navigate to={searchBySpecialty(name)} replace />;

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <nav aria-label="Breadcrumb">
        <ol className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
          <li>
            <Link to={paths.specialties} className="hover:underline">
              Specialties
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
            {name}
          </li>
        </ol>
      </nav>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          {data && <p className="mt-1 text-slate-600 dark:text-slate-300" aria-live="polite">{formatCount(data.total)} physicians</p>}
        </div>
        <Link to={searchBySpecialty(name)} className={buttonClasses({ variant: 'secondary' })}>
          <Search aria-hidden="true" className="size-4" />
          Advanced Search
        </Link>
      </div>

      {physicians.isPending ? (
        <PageSpinner />
      ) : physicians.isError ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950">
          <p className="text-red-700 dark:text-red-300">{physicians.error.message || 'Failed to fetch physicians. Please try again.'}</p>
          <Button variant="secondary" className="mt-4" onClick={() => void physicians.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <>
          {physicians.data.visibleLimit !== null && physicians.data.total > physicians.data.visibleLimit && (
            <FreeLimitNotice
              className="mt-6"
              visible={Math.min(physicians.data.items.length, PAGE_SIZE)}
              total={physicians.data.total}
              signedIn={access.signedIn}
            />
          )}
          <ul className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {physicians.data.items.slice(0, PAGE_SIZE).map((p) => (
              <SpecialtyPhysicianRow key={p.id} physician={p} />
            ))}
          </ul>
          {physicians.data.total > PAGE_SIZE && (
            <Link to={searchBySpecialty(name)} className={buttonClasses({ className: 'mt-6' })}>
              View All {formatCount(physicians.data.total)} {name} Physicians
            </Link>
          )}
        </>
      )}
    </section>
  );
}
