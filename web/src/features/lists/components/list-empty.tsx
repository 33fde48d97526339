import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

/** A list with no physicians, or (/physician-list) no list at all. */
export function ListEmpty({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
      <Link to={paths.search} className={buttonClasses({ className: 'mt-4' })}>
        Search Physicians
      </Link>
    </div>
  );
}

export function ListNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">List Not Found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">The list you are looking for does not exist or has been deleted.</p>
      <Link to={paths.lists} className={buttonClasses({ className: 'mt-6' })}>
        Back to My Lists
      </Link>
    </div>
  );
}
