import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

export function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-20 text-center dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl">
        <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">For healthcare recruiters</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">Find and reach the right physicians, fast</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 dark:text-slate-300">
          Search 250,000+ US physician profiles with verified personal emails and phone numbers, updated monthly.
        </p>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Link to={paths.signup} className={buttonClasses({ size: 'lg' })}>
            Sign Up
          </Link>
          <Link to={paths.search} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            Search Physicians
          </Link>
        </div>
        <p className="mt-6 text-sm">
          <Link to={paths.moneyBackGuarantee} className="inline-flex items-center gap-1.5 text-blue-700 underline dark:text-blue-300">
            <ShieldCheck aria-hidden="true" className="size-4" />
            30-day money-back guarantee
          </Link>
        </p>
      </div>
    </section>
  );
}
