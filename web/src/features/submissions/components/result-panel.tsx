import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

type ResultPanelProps = {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** The centred outcome card of /success: an icon, a headline, the explanation and the ways on. */
export function ResultPanel({ tone, title, children, actions }: ResultPanelProps) {
  const Icon = tone === 'success' ? CheckCircle2 : AlertCircle;
  const color = tone === 'success' ? 'text-emerald-600 dark:text-emerald-400' : 'text-red-600 dark:text-red-400';
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <Icon aria-hidden="true" className={`mx-auto size-14 ${color}`} />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 space-y-3 text-slate-600 dark:text-slate-300">{children}</div>
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </section>
  );
}
