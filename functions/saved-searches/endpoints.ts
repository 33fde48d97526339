import { deleteSavedSearch } from './delete-saved-search';
import { listSavedSearches } from './list-saved-searches';
import { saveSearch } from './save-search';
import { unsubscribeAlerts } from './unsubscribe-alerts';
import { updateSavedSearchAlerts } from './update-alerts';

export const endpoints = { listSavedSearches, saveSearch, deleteSavedSearch, updateSavedSearchAlerts, unsubscribeAlerts };
