import { provideAdapters } from '../adapters/pick';
import { activity, contactReports, directory, physicians, profileAccess, profileChanges, profileLedger, submissions, suppression, teams, users, verifier, cvFiles, keyring } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ activity, contactReports, directory, physicians, profileAccess, profileChanges, profileLedger, submissions, suppression, teams, users, verifier, cvFiles, keyring });
export const handler = featureLambda('admin', endpoints);
