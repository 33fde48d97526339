import type { ColumnChoice } from '@core/export-columns';
import type { ExportFormat } from '@core/export-formats';
import type { ListSort, MemberStatus } from '@core/schemas/list-pipeline';
import { api } from '../../../lib/api';

export type { ExportResult } from './export-result';

/** Who an export holds: a selection, or a list as its page shows it (its status filter and sort), less any members unticked after Select all. */
export type ExportTarget = { physicianIds: string[] } | { listId: string; status?: MemberStatus[]; sort?: ListSort; exclude?: string[] };

/** The file asked for (issue 22); left out, the server writes the CSV with every column. */
export type ExportRequest = ExportTarget & { format?: ExportFormat; columns?: ColumnChoice };

/** POST /api/exports: a short-lived signed URL of the file. */
export const createExport = (body: ExportRequest) => api.post('/api/exports', () => import('./export-result').then((m) => m.exportResult), body);

/** Shared with the admin's CV download. */
export { startDownload } from '../../../lib/start-download';
