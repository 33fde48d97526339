import { provideAdapters } from '../adapters/pick';
import { directory, lists, mailer, savedSearches, teams, users, verifier, teamActivity } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// No search or billing adapter: teams read and write DynamoDB and mail invitations; lists and saved searches for a leaver's handover.
// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ directory, lists, mailer, savedSearches, teams, users, verifier, teamActivity });
export const handler = featureLambda('teams', endpoints);
