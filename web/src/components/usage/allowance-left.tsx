import type { Allowance } from '@core/schemas/usage';
import { useAccess } from '../access/use-access';
import { spendsAllowance } from './spends-allowance';
import { useUsage } from './use-usage';
import { formatCount } from '../../lib/format-count';

const n = formatCount;
const tone = (a: Allowance) => (a.remaining === 0 ? 'font-medium text-red-700 dark:text-red-400' : '');

/**
 * "Left today: 998 of 1,000 contact reveals, 4,950 of 5,000 export rows", where
 * both are spent (search toolbar, list page), from GET /api/me/usage. A live
 * region: the reveal and export hooks refresh the figures, and the new ones are read out.
 */
export function AllowanceLeft({ className = '' }: { className?: string }) {
  const access = useAccess();
  const shown = spendsAllowance(access);
  const usage = useUsage(shown);
  if (!shown || !usage.data) return null;
  const { reveals, exportRows } = usage.data;
  return (
    <p role="status" className={`text-xs text-slate-600 dark:text-slate-400 ${className}`}>
      Left today: <span className={tone(reveals)}>{`${n(reveals.remaining)} of ${n(reveals.cap)} contact reveals`}</span>,{' '}
      <span className={tone(exportRows)}>{`${n(exportRows.remaining)} of ${n(exportRows.cap)} export rows`}</span>
    </p>
  );
}
