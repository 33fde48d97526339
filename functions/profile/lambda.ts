import { provideAdapters } from '../adapters/pick';
import { contactReports, cvFiles, directory, intents, keyring, mailer, physicians, profileAccess, profileChanges, profileLedger, rateLimiter, submissions, verifier } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// No search adapter: nothing here reads or writes the index (the profile's own page reads DynamoDB only).
// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ contactReports, cvFiles, directory, intents, keyring, mailer, physicians, profileAccess, profileChanges, profileLedger, rateLimiter, submissions, verifier });
export const handler = featureLambda('profile', endpoints);
