import { Link } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { formatCount } from '../../lib/format-count';

const linkClass = 'font-semibold underline underline-offset-2 hover:text-blue-700 dark:hover:text-blue-200';

type Props = { visible: number; total: number; signedIn: boolean; className?: string };

/**
 * Tells a free viewer up front that only the first `visible` of `total` are
 * listed, and what lifts the limit (spec core §6: the free view shows 20).
 */
export function FreeLimitNotice({ visible, total, signedIn, className = '' }: Props) {
  return (
    <p className={`rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950 dark:border-blue-900 dark:bg-slate-900 dark:text-blue-100 ${className}`}>
      Showing {formatCount(visible)} of {formatCount(total)},{' '}
      {signedIn ? (
        <Link to={paths.pricing} className={linkClass}>
          subscribe to see all
        </Link>
      ) : (
        <>
          <Link to={paths.login} className={linkClass}>
            sign in
          </Link>{' '}
          and{' '}
          <Link to={paths.pricing} className={linkClass}>
            subscribe
          </Link>{' '}
          to see all
        </>
      )}
    </p>
  );
}
