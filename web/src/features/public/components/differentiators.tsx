import { BadgeCheck, Headset, Search, type LucideIcon } from 'lucide-react';

const items: { icon: LucideIcon; title: string; text: string }[] = [
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
        {items.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <span className="flex size-12 items-center justify-center rounded-lg bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
