import type { ReactNode } from 'react';

/** The date every legal page shows (spec public-and-admin §2). */
export const LEGAL_LAST_UPDATED = 'May 13, 2025';

export interface LegalSection {
  /** The anchor the table of contents links to. */
  id: string;
  heading: string;
  body: ReactNode;
}

type Props = { title: string; intro: ReactNode; sections: readonly LegalSection[]; children?: ReactNode };

/** Shared layout of Terms, Privacy, Compliance and the Guarantee: title, date, contents, numbered sections. */
export function LegalPage({ title, intro, sections, children }: Props) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <header className="border-b border-slate-200 pb-6 dark:border-slate-800">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-4 text-slate-700 dark:text-slate-300">{intro}</div>
      </header>

      <nav aria-label="On this page" className="mt-8 rounded-lg bg-slate-50 p-5 dark:bg-slate-900">
        <p className="text-sm font-semibold text-slate-900 dark:text-slate-100">On this page</p>
        <ol className="mt-2 list-inside list-decimal space-y-1 text-sm text-slate-700 dark:text-slate-300">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-blue-700 hover:underline dark:text-blue-300">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-10 space-y-10">
        {sections.map((section, index) => (
          // scroll-mt keeps the heading clear of the sticky nav bar when jumped to.
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
              {section.body}
            </div>
          </section>
        ))}
      </div>
      {children}
    </article>
  );
}
