import { api, type QueryValue } from '../../../lib/api';

/** GET /api/physicians/ids: up to 500 ids of the whole search, in its order (premium, admin, demo). */
export const getPhysicianIds = (query: Record<string, QueryValue>) => api.get('/api/physicians/ids', () => import('@core/schemas/physician-search-result').then((m) => m.physicianIdsResult), { query });
