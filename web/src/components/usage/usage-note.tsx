import { useAccess } from '../access/use-access';
import { spendsAllowance } from './spends-allowance';
import { useUsage } from './use-usage';
import { formatCount } from '../../lib/format-count';

const n = formatCount;

/** "3 of 5 contact reveals left today" (or export rows): a live region, so the new figure is read out after each use. */
export function UsageNote({ kind, className = '' }: { kind: 'reveals' | 'exportRows'; className?: string }) {
  // Only those who can spend the allowance are shown it (anonymous callers would only get a 401, free ones cannot reveal).
  const shown = spendsAllowance(useAccess());
  const usage = useUsage(shown);
  if (!usage.data || !shown) return null;
  const a = usage.data[kind];
  const noun = kind === 'reveals' ? 'contact reveals' : 'export rows';
  return (
    <p role="status" className={`text-xs ${a.remaining === 0 ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'} ${className}`}>
      {n(a.remaining)} of {n(a.cap)} {noun} left today
    </p>
  );
}
