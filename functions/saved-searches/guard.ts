import { AppError } from '../core/errors';
import type { SavedSearchRecord } from '../core/list-ports';
import type { Principal } from '../core/principal';
import type { SavedSearch, SavedSearchFilters } from '../core/schemas/saved-searches';

export const signedIn = (p: Principal | null): Principal => {
  if (!p) throw new AppError('UNAUTHENTICATED', 'You need to be logged in to save searches.');
  return p;
};

export const savedSearchView = (s: SavedSearchRecord): SavedSearch => ({
  id: s.id,
  name: s.name,
  createdAt: s.createdAt,
  searchParams: s.searchParams as SavedSearchFilters,
  alerts: s.alert?.frequency ?? 'off',
  lastDigestAt: s.lastDigestAt ?? null,
});
