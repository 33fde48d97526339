import { billingAdapters } from '../adapters/billing-adapters';
import { provideAdapters } from '../adapters/pick';
import { directory, ledger, teams, users, verifier } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ directory, ledger, teams, users, verifier, ...billingAdapters });
export const handler = featureLambda('billing', endpoints);
