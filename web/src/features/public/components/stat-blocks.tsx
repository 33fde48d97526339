import { fairUseCopy } from '../../../lib/fair-use-copy';

const stats = [
  { value: '250,000+', label: 'Physician profiles', detail: 'Verified personal emails and phone numbers, checked monthly' },
  { value: '12+', label: 'Search parameters', detail: 'Specialty, location, education, company and more' },
  { value: 'Unlimited', label: 'Search and export', detail: `Unlimited searches; fair use: up to ${fairUseCopy.exports}` },
] as const;

export function StatBlocks() {
  return (
    <section aria-label="Key figures" className="mx-auto max-w-6xl px-4 py-12">
      <dl className="grid gap-6 sm:grid-cols-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <dt className="mt-1 text-sm font-semibold text-slate-900 dark:text-slate-100">{stat.label}</dt>
            <dd className="order-first text-4xl font-bold tracking-tight text-blue-700 dark:text-blue-300">{stat.value}</dd>
            <dd className="mt-2 text-sm text-slate-600 dark:text-slate-400">{stat.detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
