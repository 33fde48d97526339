import type { ResultsView } from '../hooks/use-results-view';
import type { ColumnId } from '../utils/table-columns';
import { LazyColumnChooser } from './lazy-table';
import { ViewToggle } from './view-toggle';

type Props = {
  view: ResultsView;
  onView: (view: ResultsView) => void;
  columns: readonly ColumnId[];
  onColumns: (columns: readonly ColumnId[]) => void;
};

/** The toolbar's view choice; the column chooser only matters, so only shows (and loads), in the table. */
export function ResultsViewControls({ view, onView, columns, onColumns }: Props) {
  return (
    <>
      <ViewToggle view={view} onChange={onView} />
      {view === 'table' && <LazyColumnChooser shown={columns} onChange={onColumns} />}
    </>
  );
}
