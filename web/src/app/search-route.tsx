import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSidePanels } from '../components/layout/side-panels';
import { AddToListDialog } from '../features/lists/components/add-to-list-dialog';
import { SaveSearchDialog } from '../features/saved-searches/components/save-search-dialog';
import type { SavedSearchParams } from '../features/saved-searches/api/saved-searches-api';
import { SearchPage } from '../features/search/pages/search-page';
import { LazyExportDialog } from './lazy-export-dialog';

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
      <AddToListDialog open={addIds !== null} physicianIds={addIds ?? []} onClose={() => setAddIds(null)} />
      {exportIds && (
        <Suspense fallback={null}>
          <LazyExportDialog open target={{ physicianIds: exportIds }} count={exportIds.length} onClose={() => setExportIds(null)} />
        </Suspense>
      )}
      <SaveSearchDialog open={toSave !== null} searchParams={toSave ?? {}} onClose={() => setToSave(null)} />
    </>
  );
}
