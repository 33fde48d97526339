import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi, adminKeys } from '../api/admin-api';

/** GET /api/admin/users filtered by email; the last rows stay on screen while a new search loads. */
export const useAdminUsers = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => adminApi.users(query, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
