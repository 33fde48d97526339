import { provideAdapters } from '../adapters/pick';
import { directory, mailer, teams, users, verifier, teamActivity } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// No search or billing adapter: teams read and write DynamoDB and mail invitations.
// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ directory, mailer, teams, users, verifier, teamActivity });
export const handler = featureLambda('teams', endpoints);
