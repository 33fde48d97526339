import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

export const handler = featureLambda('removal', endpoints);
