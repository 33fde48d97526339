import { ExportListButton } from '../features/exports/components/export-list-button';
import { ListDetailPage } from '../features/lists/pages/list-detail-page';

/** /lists/:listId and /physician-list with the exports feature's 'Export this list'. */
export function ListDetailRoute() {
  return <ListDetailPage exportAction={(list) => <ExportListButton listId={list.id} count={list.physicianCount} />} />;
}
