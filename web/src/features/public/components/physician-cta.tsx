import { Stethoscope } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { TextLink } from './text-link';

/** "Are You a Physician?": physicians can list themselves, or ask to be removed. */
export function PhysicianCta() {
  return (
    <section aria-labelledby="physician-cta-title" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="flex flex-col items-start gap-6 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <Stethoscope aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 id="physician-cta-title" className="text-2xl font-bold tracking-tight">
            Are You a Physician?
          </h2>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            Submit your resume to be found by healthcare organizations looking for your specialty. Prefer not to be listed?{' '}
            <TextLink to={paths.removeInfo}>Remove your information</TextLink>.
          </p>
        </div>
        <Link to={paths.submitResume} className={buttonClasses({ size: 'lg' })}>
          Submit Your Resume
        </Link>
      </div>
    </section>
  );
}
