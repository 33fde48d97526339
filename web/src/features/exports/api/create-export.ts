import type { ListSort, MemberStatus } from '@core/schemas/list-pipeline';
import { api } from '../../../lib/api';

export type { ExportResult } from './export-result';

/** A list export may carry the list page's view (its status filter and sort), so the file holds the rows the page shows. */
export type ExportRequest = { physicianIds: string[] } | { listId: string; status?: MemberStatus[]; sort?: ListSort };

/** POST /api/exports: a short-lived signed URL of the CSV. */
export const createExport = (body: ExportRequest) => api.post('/api/exports', () => import('./export-result').then((m) => m.exportResult), body);

/**
 * Starts the download with a temporary link (the file is on another origin,
 * which the CSP's connect-src does not allow fetching).
 */
export const startDownload = (url: string, fileName: string) => {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
};
