import { lazy } from 'react';

// Loaded on the first Export click: a page's first paint does not wait for the export dialog (issue 24's budget).
export const LazyExportDialog = lazy(() => import('../features/exports/components/export-dialog').then((m) => ({ default: m.ExportDialog })));
