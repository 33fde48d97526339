import { type ComponentProps, lazy, Suspense } from 'react';
import { ResultsSkeleton } from './results-skeleton';

/**
 * The table view's code (table, cells, sort headers, column chooser) stays
 * out of /search's first load (issue 24's budget): most visits show cards.
 * preloadTable starts the download as soon as the table is the chosen
 * view, so it usually lands before the results do.
 */
const load = () => import('./table-view');
export const preloadTable = () => void load();

const Table = lazy(() => load().then((m) => ({ default: m.ResultsTable })));
const Chooser = lazy(() => load().then((m) => ({ default: m.ColumnChooser })));

export function LazyResultsTable(props: ComponentProps<typeof Table>) {
  return (
    <Suspense fallback={<ResultsSkeleton />}>
      <Table {...props} />
    </Suspense>
  );
}

export function LazyColumnChooser(props: ComponentProps<typeof Chooser>) {
  return (
    <Suspense fallback={null}>
      <Chooser {...props} />
    </Suspense>
  );
}
