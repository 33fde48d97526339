import { type ColumnId, parseColumns, serializeColumns } from '../utils/table-columns';
import { useStoredChoice } from './use-stored-choice';

export type ResultsView = 'cards' | 'table';

export const VIEW_STORAGE_KEY = 'search-view';
export const COLUMNS_STORAGE_KEY = 'search-table-columns';

// Cards stay the default (spec core §2): only an explicit 'table' switches.
const parseView = (raw: string | null): ResultsView => (raw === 'table' ? 'table' : 'cards');
const identity = (view: ResultsView) => view;

/** Cards or Table, remembered by this browser. */
export const useResultsView = () => useStoredChoice(VIEW_STORAGE_KEY, parseView, identity);

/** The table's optional columns that are shown, remembered by this browser. */
export const useTableColumns = () => useStoredChoice<readonly ColumnId[]>(COLUMNS_STORAGE_KEY, parseColumns, serializeColumns);
