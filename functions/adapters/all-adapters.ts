import { billingAdapters } from './billing-adapters';
import { provideAdapters } from './pick';
import { searchAdapters } from './search-adapters';

/** Every adapter, for processes that run all features at once: the local stack, tests, ops scripts. */
export const provideAllAdapters = (): void => provideAdapters({ ...searchAdapters, ...billingAdapters });
