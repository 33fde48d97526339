import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSidePanels } from '../components/layout/side-panels';
import { useExport } from '../features/exports/hooks/use-export';
import { AddToListDialog } from '../features/lists/components/add-to-list-dialog';
import { SaveSearchDialog } from '../features/saved-searches/components/save-search-dialog';
import type { SavedSearchParams } from '../features/saved-searches/api/saved-searches-api';
import { SearchPage } from '../features/search/pages/search-page';

/** /search with the lists, exports and saved-searches features plugged in. */
export function SearchRoute() {
  const [params] = useSearchParams();
  const panels = useSidePanels();
  const runExport = useExport();
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
        onExport={(ids) => runExport({ physicianIds: ids })}
        onSaveSearch={saveSearch}
        onOpenSaved={panels ? () => panels.open('saved-searches') : undefined}
      />
      <AddToListDialog open={addIds !== null} physicianIds={addIds ?? []} onClose={() => setAddIds(null)} />
      <SaveSearchDialog open={toSave !== null} searchParams={toSave ?? {}} onClose={() => setToSave(null)} />
    </>
  );
}
