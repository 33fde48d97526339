import { useEffect, useMemo, useState } from 'react';
import { useAccess } from '../../../components/access/use-access';
import { Button } from '../../../components/ui/button';
import { useSearchPhysicians } from '../api/search-physicians';
import { FilterActions } from '../components/filter-actions';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { LazyKeywordHints } from '../components/lazy-keyword-hints';
import { ActiveFilterCount, CollapseFiltersButton, FiltersDrawer, OpenFiltersButton } from '../components/filters-drawer';
import { lastPageOf, ResultsPanel } from '../components/results-panel';
import { LazyResultsTable, preloadTable } from '../components/lazy-table';
import { ResultsToolbar } from '../components/results-toolbar';
import { ResultsViewControls } from '../components/results-view-controls';
import { SortMenu } from '../components/sort-menu';
import { SpecialtySidebar } from '../components/specialty-sidebar';
import { type BulkHandler, useBulkActions } from '../hooks/use-bulk-actions';
import { useFetchErrorToast } from '../hooks/use-fetch-error-toast';
import { useResultsView, useTableColumns } from '../hooks/use-results-view';
import { useServedPage } from '../hooks/use-served-page';
import { useRestoreScroll } from '../hooks/use-restore-scroll';
import { type PageStep, usePageCursor } from '../hooks/use-page-cursor';
import { useSearchState } from '../hooks/use-search-state';
import { useSelection } from '../hooks/use-selection';
import { lockedActions } from '../utils/locked-actions';
import { ApiError } from '../../../lib/api';
import { hasDistance, refusedFilters } from '../utils/physician-filters';
import { activeFilterCount, apiQueryOf, hasAnyFilter, type SearchFilters, searchableFilters, toggled } from '../utils/search-url';

export type SearchPageProps = {
  /** From the lists feature; without it no Add to List button is shown. */
  onAddToList?: BulkHandler;
  /** From the exports feature; without it no Export Selected button is shown. */
  onExport?: BulkHandler;
  /** From the saved-searches feature; without them (for users allowed to save) the buttons are hidden. */
  onSaveSearch?: (filters: SearchFilters) => void;
  onOpenSaved?: () => void;
};

const FILTERS_ID = 'search-filters';
const RESULTS_ID = 'search-results';

/** Spec core §2 Search: filters, toolbar, results and specialty counts, all kept in the URL. */
export function SearchPage({ onAddToList, onExport, onSaveSearch, onOpenSaved }: SearchPageProps = {}) {
  const { state, setFilters, clearFilters, setSort, setPage, setTab } = useSearchState();
  const access = useAccess();
  const apiQuery = useMemo(() => apiQueryOf(state), [state]);
  const idsQuery = useMemo(() => apiQueryOf(state, false), [state]);
  const onResultsTab = state.tab === 'results';
  const paging = usePageCursor(apiQuery, state.page);
  const refused = refusedFilters(state.filters);
  const results = useSearchPhysicians(paging.query, { enabled: access.ready && onResultsTab && refused.length === 0, viewerKey: access.viewerKey });
  const selection = useSelection({ access, idsQuery, page: state.page });
  const bulk = useBulkActions(access, { onAddToList, onExport });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const [view, setView] = useResultsView();
  const [columns, setColumns] = useTableColumns();
  const table = view === 'table';
  useEffect(() => {
    if (table) preloadTable();
  }, [table]);
  useFetchErrorToast(results.error);
  useRestoreScroll(!!results.data);
  useServedPage(results.data, state.page, setPage);
  const locked = lockedActions(access);
  const fieldErrors = results.error instanceof ApiError && results.error.status === 400 ? results.error.details : undefined;
  const activeCount = activeFilterCount(state.filters);

  const visibleIds = results.data?.items.map((p) => p.id) ?? [];
  const selectedIds = new Set(selection.selection.ids);
  const lastPage = lastPageOf(results.data);

  const goToPage = (target: number, step?: PageStep) => {
    if (target < 1 || target > lastPage) return;
    paging.remember(target, results.data, step);
    setPage(target);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const toggleSidebarSpecialty = (name: string) =>
    setFilters(({ specialtyExact }) => ({ specialtyExact: toggled(specialtyExact, name, !specialtyExact.some((s) => s.toLowerCase() === name.toLowerCase())) }));

  return (
    // The table takes the page's whole width (issue 24); cards read better in a measured column.
    <div className={`mx-auto px-4 py-8 ${table ? 'max-w-none' : 'max-w-7xl 2xl:max-w-screen-2xl'}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">Search Physicians</h1>
        <div className="flex gap-2">
          <OpenFiltersButton controls={FILTERS_ID} activeCount={activeCount} onOpen={() => setDrawerOpen(true)} />
          <CollapseFiltersButton controls={FILTERS_ID} collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} />
        </div>
      </div>
      <p className="mt-2 max-w-3xl text-base text-slate-600 dark:text-slate-300">
        Find US physicians by name, specialty, location, skills and organization. Add keywords and filters to narrow the list; subscribers see every
        result and reveal contact details.
      </p>
      {/* The filters hold dozens of controls: one Tab and Enter take the keyboard past them (issue 24). */}
      <a
        href={`#${RESULTS_ID}`}
        className="sr-only rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white focus:not-sr-only focus:absolute focus:z-40 focus:mt-2"
      >
        Skip to results
      </a>
      <div className="mt-6 flex gap-6">
        <FiltersDrawer id={FILTERS_ID} open={drawerOpen} onOpenChange={setDrawerOpen} collapsed={collapsed}>
          <div className="mb-4 space-y-2">
            <ActiveFilterCount count={activeCount} />
            <FilterActions
              access={access}
              hasFilters={hasAnyFilter(state.filters)}
              loading={results.isFetching}
              onClear={clearFilters}
              onSaveSearch={onSaveSearch && (() => onSaveSearch(searchableFilters(state.filters)))}
              onOpenSaved={onOpenSaved}
            />
          </div>
          <FilterPanel filters={state.filters} onChange={setFilters} fieldErrors={fieldErrors} />
        </FiltersDrawer>

        <div className={`grid min-w-0 flex-1 gap-6 ${table ? '' : '2xl:grid-cols-[1fr_15rem]'}`}>
          <section id={RESULTS_ID} tabIndex={-1} aria-label="Results" className="min-w-0 space-y-4 focus:outline-none">
            <ResultsToolbar
              mode={selection.selection.mode}
              count={selection.selection.ids.length}
              selectingAll={selection.selectingAll}
              exporting={bulk.exporting}
              onTogglePage={() => selection.togglePage(visibleIds)}
              onToggleAll={() => void selection.toggleAll()}
              onAddToList={bulk.addToList && (() => bulk.addToList?.(selection.selection.ids))}
              onExport={bulk.exportSelected && (() => void bulk.exportSelected?.(selection.selection.ids))}
              locked={locked}
              view={<ResultsViewControls view={view} onView={setView} columns={columns} onColumns={setColumns} />}
              sort={<SortMenu sortKey={state.sortKey} sortDirection={state.sortDirection} onChange={setSort} distance={hasDistance(state.filters)} />}
            />
            <FilterChips filters={state.filters} onChange={setFilters} onClearAll={clearFilters} />
            <LazyKeywordHints filters={state.filters} onChange={setFilters} />
            {onResultsTab ? (
              <ResultsPanel
                results={results}
                waiting={!access.ready}
                page={state.page}
                term={state.filters.query}
                selectedIds={selectedIds}
                onToggleSelect={selection.toggle}
                onAddOne={bulk.addToList && ((id) => bulk.addToList?.([id]))}
                onPage={goToPage}
                signedIn={access.signedIn}
                addOneLocked={locked.addToList}
                refused={refused}
                filters={state.filters}
                renderTable={
                  table
                    ? (items, marks) => (
                        <LazyResultsTable
                          items={items}
                          marks={marks}
                          columns={columns}
                          mode={selection.selection.mode}
                          selectedIds={selectedIds}
                          onToggleSelect={selection.toggle}
                          onTogglePage={() => selection.togglePage(visibleIds)}
                          sort={{ key: state.sortKey, direction: state.sortDirection, onSort: setSort }}
                        />
                      )
                    : undefined
                }
              />
            ) : (
              <Button variant="secondary" onClick={() => setTab('results')}>
                Show Results
              </Button>
            )}
          </section>
          {/* The filter panel has the specialty counts too: the table never repeats them beside its rows, the cards only
              on screens wide enough to keep each card on four lines (issue 24: four or more cards on a 1440 x 900 screen). */}
          {!table && <SpecialtySidebar filters={state.filters} onToggle={toggleSidebarSpecialty} className="max-2xl:hidden" />}
        </div>
      </div>
    </div>
  );
}
