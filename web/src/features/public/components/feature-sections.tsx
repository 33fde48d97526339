import { BadgeCheck, Download, Filter, ListChecks } from 'lucide-react';
import { fairUseCopy } from '../../../lib/fair-use-copy';
import { type Feature, FeatureIcon } from './feature-icon';

const features: Feature[] = [
  {
    icon: BadgeCheck,
    title: 'Verified contact data',
    text: 'Personal emails and phone numbers for US physicians, verified every month so your outreach reaches real people.',
  },
  {
    icon: Filter,
    title: 'Advanced search',
    text: 'Narrow 250,000+ profiles with 12+ parameters such as specialty, location, education and organization.',
  },
  {
    icon: ListChecks,
    title: 'Lists and saved searches',
    text: 'Keep candidates in named lists and save the searches you run often, so a pipeline is one click away.',
  },
  {
    icon: Download,
    title: 'Unlimited exports',
    text: `Export the physicians you select, or a whole list, to CSV, Excel or PDF, or in the import layout of Bullhorn or Salesforce: up to ${fairUseCopy.exports} under fair use.`,
  },
];

export function FeatureSections() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold tracking-tight">
          Everything you need to recruit physicians
        </h2>
        <p className="mt-3 text-slate-600 dark:text-slate-300">
          Built for healthcare organizations, practices, recruitment agencies and staffing companies.
        </p>
      </div>
      <ul className="mt-12 grid gap-8 sm:grid-cols-2">
        {features.map(({ icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <FeatureIcon icon={icon} />
            <div>
              <h3 className="text-lg font-semibold">{title}</h3>
              <p className="mt-1 text-slate-600 dark:text-slate-300">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
