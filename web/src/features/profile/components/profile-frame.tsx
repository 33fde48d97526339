import type { ReactNode } from 'react';

/** The frame of the physician's pages: a title, an optional intro and the content in one card. */
export function ProfileFrame({ title, intro, wide = false, children }: { title: string; intro?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`mx-auto w-full ${wide ? 'max-w-3xl' : 'max-w-xl'} px-4 py-12 sm:py-16`}>
      <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
      {intro && <div className="mt-3 text-center text-slate-600 dark:text-slate-300">{intro}</div>}
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">{children}</div>
    </section>
  );
}
