import type { ReactNode } from 'react';

/** A page another issue builds: its title and one sentence on what it will hold. */
export function PlaceholderPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{children}</p>
    </section>
  );
}
