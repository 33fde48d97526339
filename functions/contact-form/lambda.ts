import { featureLambda } from '../http/feature-lambda';
import { endpoints } from './endpoints';

export const handler = featureLambda('contact-form', endpoints);
