import { provideAdapters } from '../adapters/pick';
import { directory, lists, physicians, teams, users, verifier } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ directory, lists, physicians, teams, users, verifier });
export const handler = featureLambda('lists', endpoints);
