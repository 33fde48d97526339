import { AlertCircle, CheckCircle2, Loader2, MailCheck, UserX } from 'lucide-react';
import type { ReactNode } from 'react';

const icons = {
  success: { Icon: CheckCircle2, color: 'text-emerald-600 dark:text-emerald-400' },
  sent: { Icon: MailCheck, color: 'text-blue-600 dark:text-blue-400' },
  error: { Icon: AlertCircle, color: 'text-red-600 dark:text-red-400' },
  loading: { Icon: Loader2, color: 'animate-spin text-blue-600 dark:text-blue-400' },
  confirm: { Icon: UserX, color: 'text-red-600 dark:text-red-400' },
} as const;

type StatusPanelProps = {
  tone: keyof typeof icons;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
};

/** The centred outcome of a removal step: an icon, a headline, the explanation and the ways on. */
export function StatusPanel({ tone, title, children, actions }: StatusPanelProps) {
  const { Icon, color } = icons[tone];
  return (
    <div role={tone === 'loading' ? 'status' : undefined} className="text-center">
      <Icon aria-hidden="true" className={`mx-auto size-12 ${color}`} />
      <h2 className="mt-4 text-2xl font-bold tracking-tight">{title}</h2>
      {children && <div className="mt-3 space-y-3 text-slate-600 dark:text-slate-300">{children}</div>}
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
