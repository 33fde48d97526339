import { SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

export function PhysicianNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">Physician Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">The physician you are looking for does not exist or has been removed.</p>
      <Link to={paths.directory} className={buttonClasses({ className: 'mt-6' })}>
        Back to Directory
      </Link>
    </section>
  );
}
