import { provideAdapters } from '../adapters/pick';
import { searchAdapters } from '../adapters/search-adapters';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

provideAdapters(searchAdapters);
export const handler = featureLambda('removal', endpoints);
