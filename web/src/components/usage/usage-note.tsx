import { useAccess } from '../access/use-access';
import { useUsage } from './use-usage';

const n = (v: number) => v.toLocaleString('en-US');

/** "3 of 5 contact reveals left today" (or export rows): a live region, so the new figure is read out after each use. */
export function UsageNote({ kind, className = '' }: { kind: 'reveals' | 'exportRows'; className?: string }) {
  const access = useAccess();
  // Only those who can use the allowance are shown it (anonymous callers would only get a 401).
  const usage = useUsage(access.signedIn && !access.isDemo);
  if (!usage.data || !access.signedIn || access.isDemo) return null;
  const a = usage.data[kind];
  const noun = kind === 'reveals' ? 'contact reveals' : 'export rows';
  return (
    <p role="status" className={`text-xs ${a.remaining === 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'} ${className}`}>
      {n(a.remaining)} of {n(a.cap)} {noun} left today
    </p>
  );
}
