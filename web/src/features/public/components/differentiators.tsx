import { BadgeCheck, Headset, Search } from 'lucide-react';
import { type Feature, FeatureIcon } from './feature-icon';

const items: Feature[] = [
  {
    icon: BadgeCheck,
    title: 'Verified Contact Data',
    text: 'Personal emails and phone numbers are verified every month, so you spend your time on conversations rather than bounced messages.',
  },
  {
    icon: Search,
    title: 'Advanced Search',
    text: 'Use more than 12 search parameters, including specialty, location, education and organization, to find the right candidates in seconds.',
  },
  {
    icon: Headset,
    title: 'Dedicated Support',
    text: 'Real people who understand healthcare recruitment answer your questions and help you get the most out of the directory.',
  },
];

/** The three things About says set the directory apart (spec public-and-admin §2). */
export function Differentiators() {
  return (
    <section aria-labelledby="differentiators-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="differentiators-title" className="text-center text-3xl font-bold tracking-tight">
        What Sets Us Apart
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {items.map(({ icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <FeatureIcon icon={icon} />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
