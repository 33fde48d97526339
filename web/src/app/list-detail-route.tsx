import { ExportListButton } from '../features/exports/components/export-list-button';
import { ExportSelectionButton } from '../features/exports/components/export-selection-button';
import { ListDetailPage } from '../features/lists/pages/list-detail-page';

/** /lists/:listId and /physician-list with the exports feature's 'Export this list' (the view shown) and 'Export selected'. */
export function ListDetailRoute() {
  return (
    <ListDetailPage
      exportAction={(list, shown) => <ExportListButton listId={list.id} count={shown.total} status={shown.status} sort={shown.sort} />}
      exportSelection={(target, count) => <ExportSelectionButton target={target} count={count} />}
    />
  );
}
