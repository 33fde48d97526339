import * as z from '@core/zod';
import { api } from '../../../lib/api';

export const listSummary = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  physicianCount: z.number().int(),
});
export type ListSummary = z.infer<typeof listSummary>;

export const listMember = z.object({
  id: z.string(),
  fullName: z.string(),
  specialty: z.string().default(''),
  location: z.string().default(''),
  hasEmail: z.boolean().default(true),
  hasPhone: z.boolean().default(true),
  addedAt: z.string(),
});
export type ListMember = z.infer<typeof listMember>;

const listDetail = z.object({
  list: listSummary,
  /** One page, newest first; nextCursor (null on the last page) asks for the next one. */
  physicians: z.object({ items: z.array(listMember), total: z.number().int(), pageSize: z.number().int(), nextCursor: z.string().nullable() }),
});
export type ListDetail = z.infer<typeof listDetail>;

const addResult = z.object({
  added: z.number().int(),
  alreadyInList: z.number().int(),
  notFound: z.number().int().default(0),
  /** Left out because the list holds the maximum number of physicians. */
  overLimit: z.number().int().default(0),
  physicianCount: z.number().int(),
});
export type AddResult = z.infer<typeof addResult>;

const nothing = z.unknown();
const listPath = (id: string) => `/api/lists/${encodeURIComponent(id)}`;

/** The calls of the lists API (DESIGN §4), zod-checked. */
export const listsApi = {
  all: (signal?: AbortSignal) => api.get('/api/lists', z.array(listSummary), { signal }),
  /** A page of the list; no cursor is the first (newest) page. */
  one: (id: string, cursor: string | null, signal?: AbortSignal) => api.get(listPath(id), listDetail, { ...(cursor ? { query: { cursor } } : {}), signal }),
  create: (body: { name: string; description?: string }) => api.post('/api/lists', listSummary, body),
  update: (id: string, body: { name?: string; description?: string }) => api.patch(listPath(id), listSummary, body),
  remove: (id: string) => api.delete(listPath(id), nothing),
  addPhysicians: (id: string, physicianIds: string[]) => api.post(`${listPath(id)}/physicians`, addResult, { physicianIds }),
  removePhysician: (id: string, physicianId: string) => api.delete(`${listPath(id)}/physicians/${encodeURIComponent(physicianId)}`, nothing),
};

export const listKeys = {
  all: ['lists'] as const,
  mine: (userId: string | null) => ['lists', 'mine', userId] as const,
  detail: (id: string, cursor: string | null) => ['lists', 'detail', id, cursor] as const,
};
