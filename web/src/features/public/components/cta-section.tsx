import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

type Props = { title: string; text: string; primaryLabel: string };

/** The closing call to action of Landing and About: sign up, or compare plans first. */
export function CtaSection({ title, text, primaryLabel }: Props) {
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20">
      <div className="mx-auto max-w-4xl rounded-2xl bg-blue-50 px-6 py-12 text-center dark:bg-slate-900">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={paths.signup} className={buttonClasses({ size: 'lg' })}>
            {primaryLabel}
          </Link>
          <Link to={paths.pricing} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
            View Pricing
          </Link>
        </div>
      </div>
    </section>
  );
}
