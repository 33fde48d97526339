import { billingAdapters } from '../adapters/billing-adapters';
import { provideAdapters } from '../adapters/pick';
import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

provideAdapters(billingAdapters);
export const handler = featureLambda('billing', endpoints);
