// One module, so the table and its column chooser load as one chunk, and only in the table view.
export { ColumnChooser } from './column-chooser';
export { ResultsTable } from './results-table';
