import type { ReactNode } from 'react';

/** The centred card every auth screen sits in. */
export function AuthCard({ title, description, children, footer }: { title: string; description?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">{footer}</div>}
    </section>
  );
}
