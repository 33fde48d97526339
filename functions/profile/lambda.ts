import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

// No search adapter: nothing here reads or writes the index (the profile's own page reads DynamoDB only).
export const handler = featureLambda('profile', endpoints);
