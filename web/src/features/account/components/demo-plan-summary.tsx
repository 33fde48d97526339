import { AlertTriangle, Check, X } from 'lucide-react';

const included = ['Search every physician profile', 'View full physician profiles', 'Browse the specialty directory'];
const disabled = ['Creating and saving lists', 'Exporting data', 'Viewing contact information'];

/** The demo banner of the account page, with the demo plan the Subscription tab would show (spec core §2). */
export function DemoPlanSummary() {
  return (
    <section aria-labelledby="demo-plan-title" className="rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <h2 id="demo-plan-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Demo Account
      </h2>
      <p className="mt-1 text-sm">This account has limited functionality. Subscription, notification and profile settings cannot be changed.</p>
      <dl className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-amber-800 dark:text-amber-200">Plan</dt>
          <dd className="font-medium">Demo Plan</dd>
        </div>
        <div>
          <dt className="text-amber-800 dark:text-amber-200">Status</dt>
          <dd className="font-medium">Active (Demo)</dd>
        </div>
      </dl>
      <ul aria-label="Demo plan features" className="mt-4 grid gap-1.5 text-sm sm:grid-cols-2">
        {included.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
            {feature}
          </li>
        ))}
        {disabled.map((feature) => (
          <li key={feature} className="flex gap-2">
            <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-400" />
            <span>
              {feature} <span className="sr-only">(disabled)</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
