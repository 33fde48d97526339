import { getOpenApi } from './get-open-api';

export const endpoints = { getOpenApi };
