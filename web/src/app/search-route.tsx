import { Suspense, lazy, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSidePanels } from '../components/layout/side-panels';
import type { SavedSearchParams } from '../features/saved-searches/api/saved-searches-api';
import { SearchPage } from '../features/search/pages/search-page';
import { LazyExportDialog } from './lazy-export-dialog';

// The dialogs load on the first click that opens them, as the export dialog does: /search's first paint stays
// within issue 24's 150 KB gzip.
const AddToListDialog = lazy(() => import('../features/lists/components/add-to-list-dialog').then((m) => ({ default: m.AddToListDialog })));
const SaveSearchDialog = lazy(() => import('../features/saved-searches/components/save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })));

/** /search with the lists, exports and saved-searches features plugged in. */

export function SearchRoute() {
  const [params] = useSearchParams();
  const panels = useSidePanels();
  const [exportIds, setExportIds] = useState<string[] | null>(null);
  const [addIds, setAddIds] = useState<string[] | null>(null);
  const [toSave, setToSave] = useState<Partial<SavedSearchParams> | null>(null);

  const saveSearch = (filters: Omit<SavedSearchParams, 'sortKey' | 'sortDirection'>) => {
    const sortKey = params.get('sortKey');
    setToSave({ ...filters, ...(sortKey ? { sortKey, sortDirection: params.get('sortDirection') === 'desc' ? 'desc' : 'asc' } : {}) });
  };

  return (
    <>
      <SearchPage
        onAddToList={(ids) => setAddIds(ids)}
        onExport={(ids) => setExportIds(ids)}
        onSaveSearch={saveSearch}
        onOpenSaved={panels ? () => panels.open('saved-searches') : undefined}
      />
      {addIds && (
        <Suspense fallback={null}>
          <AddToListDialog open physicianIds={addIds} onClose={() => setAddIds(null)} />
        </Suspense>
      )}
      {exportIds && (
        <Suspense fallback={null}>
          <LazyExportDialog open target={{ physicianIds: exportIds }} count={exportIds.length} onClose={() => setExportIds(null)} />
        </Suspense>
      )}
      {toSave && (
        <Suspense fallback={null}>
          <SaveSearchDialog open searchParams={toSave} onClose={() => setToSave(null)} />
        </Suspense>
      )}
    </>
  );
}
