import { provideAdapters } from '../adapters/pick';
import { directory, mailer, rateLimiter, submissions, suppression, verifier, cvFiles } from '../adapters/store-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// The adapters this feature's code reads (infra/provided-adapters.test.ts checks the list), and no other: they are what its bundle carries.
provideAdapters({ directory, mailer, rateLimiter, submissions, suppression, verifier, cvFiles });
export const handler = featureLambda('submissions', endpoints);
