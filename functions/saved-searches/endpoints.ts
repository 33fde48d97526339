import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearches } from './list-saved-searches';
import { saveSearch } from './save-search';

export const endpoints = { listSavedSearches, saveSearch, deleteSavedSearch };
