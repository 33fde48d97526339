import { api } from '../../../lib/api';
import type * as Schemas from './lists-schemas';

export type { AddResult, ListDetail, ListMember, ListSummary } from './lists-schemas';

const schema =
  <K extends keyof typeof Schemas>(name: K) =>
  () =>
    import('./lists-schemas').then((m) => m[name]);

const listPath = (id: string) => `/api/lists/${encodeURIComponent(id)}`;

/** The calls of the lists API (DESIGN §4), zod-checked. */
export const listsApi = {
  all: (signal?: AbortSignal) => api.get('/api/lists', schema('listSummaries'), { signal }),
  /** A page of the list; no cursor is the first (newest) page. */
  one: (id: string, cursor: string | null, signal?: AbortSignal) => api.get(listPath(id), schema('listDetail'), { ...(cursor ? { query: { cursor } } : {}), signal }),
  create: (body: { name: string; description?: string }) => api.post('/api/lists', schema('listSummary'), body),
  update: (id: string, body: { name?: string; description?: string }) => api.patch(listPath(id), schema('listSummary'), body),
  remove: (id: string) => api.delete(listPath(id), schema('nothing')),
  addPhysicians: (id: string, physicianIds: string[]) => api.post(`${listPath(id)}/physicians`, schema('addResult'), { physicianIds }),
  removePhysician: (id: string, physicianId: string) => api.delete(`${listPath(id)}/physicians/${encodeURIComponent(physicianId)}`, schema('nothing')),
};

export const listKeys = {
  all: ['lists'] as const,
  mine: (userId: string | null) => ['lists', 'mine', userId] as const,
  detail: (id: string, cursor: string | null) => ['lists', 'detail', id, cursor] as const,
};
