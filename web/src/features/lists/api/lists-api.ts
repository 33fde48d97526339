import type { ListBulkRequest } from '@core/schemas/list-bulk';
import type { ListSort, MemberStatus } from '@core/schemas/list-pipeline';
import { api } from '../../../lib/api';
import type * as Schemas from './lists-schemas';

export type { AddResult, BulkResult, ListDetail, ListMember, ListSummary, MemberState } from './lists-schemas';

/** Which members a page shows: one status or all, newest added first or in pipeline order. */
export type ListView = { status: MemberStatus | null; sort: ListSort };
export const defaultListView: ListView = { status: null, sort: 'added' };

const schema =
  <K extends keyof typeof Schemas>(name: K) =>
  () =>
    import('./lists-schemas').then((m) => m[name]);

const listPath = (id: string) => `/api/lists/${encodeURIComponent(id)}`;

/** The calls of the lists API (DESIGN §4), zod-checked. */
export const listsApi = {
  all: (signal?: AbortSignal) => api.get('/api/lists', schema('listSummaries'), { signal }),
  /** A page of the list in a view; no cursor is the view's first page. */
  one: (id: string, cursor: string | null, view: ListView = defaultListView, signal?: AbortSignal) =>
    api.get(listPath(id), schema('listDetail'), { query: { cursor, status: view.status, sort: view.sort === 'added' ? null : view.sort }, signal }),
  create: (body: { name: string; description?: string }) => api.post('/api/lists', schema('listSummary'), body),
  update: (id: string, body: { name?: string; description?: string; visibility?: 'private' | 'team' }) => api.patch(listPath(id), schema('listSummary'), body),
  remove: (id: string) => api.delete(listPath(id), schema('nothing')),
  addPhysicians: (id: string, physicianIds: string[]) => api.post(`${listPath(id)}/physicians`, schema('addResult'), { physicianIds }),
  removePhysician: (id: string, physicianId: string) => api.delete(`${listPath(id)}/physicians/${encodeURIComponent(physicianId)}`, schema('nothing')),
  updateMember: (id: string, physicianId: string, body: { status?: MemberStatus; note?: string | null }) =>
    api.patch(`${listPath(id)}/physicians/${encodeURIComponent(physicianId)}`, schema('memberState'), body),
  bulk: (id: string, body: ListBulkRequest) => api.post(`${listPath(id)}/physicians/bulk`, schema('bulkResult'), body),
};

export const listKeys = {
  all: ['lists'] as const,
  mine: (userId: string | null) => ['lists', 'mine', userId] as const,
  detail: (id: string, cursor: string | null, view: ListView = defaultListView) => ['lists', 'detail', id, view.status, view.sort, cursor] as const,
};
