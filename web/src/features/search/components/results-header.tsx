import { formatCount } from '../../../lib/format-count';

type Props = { page: number; pageSize: number; count: number; total: number; term: string };

/** 'Showing 26-50 of 1,234 results' plus the search term. */
export function ResultsHeader({ page, pageSize, count, total, term }: Props) {
  const from = (page - 1) * pageSize + 1;
  return (
    <p className="text-sm text-slate-600 dark:text-slate-300">
      <span>{`Showing ${formatCount(from)}-${formatCount(from + count - 1)} of ${formatCount(total)} result${total === 1 ? '' : 's'}`}</span>
      {term && (
        <>
          {' '}
          for <span className="font-medium text-slate-900 dark:text-slate-100">&ldquo;{term}&rdquo;</span>
        </>
      )}
    </p>
  );
}
