import { provideAdapters } from '../adapters/pick';
import { searchAdapters } from '../adapters/search-adapters';
import { contactReports, cvFiles, directory, intents, keyring, lists, mailer, marks, physicians, profileChanges, rateLimiter, removals, submissions, suppression, verifier, teamActivity } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ contactReports, cvFiles, directory, intents, keyring, lists, mailer, marks, physicians, profileChanges, rateLimiter, removals, submissions, suppression, verifier, ...searchAdapters, teamActivity });
export const handler = featureLambda('removal', endpoints);
