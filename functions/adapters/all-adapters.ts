import { billingAdapters } from './billing-adapters';
import { type AdapterHooks, type Adapters, provideAdapters } from './pick';
import { searchAdapters } from './search-adapters';
import * as stores from './store-adapters';

// Typed whole, so a member of Deps without a factory fails to compile here.
const every: Adapters & AdapterHooks = { ...stores, ...searchAdapters, ...billingAdapters };

/** Every adapter, for processes that run all features at once: the local stack, tests, ops scripts. */
export const provideAllAdapters = (): void => provideAdapters(every);
