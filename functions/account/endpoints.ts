import { getMe } from './get-me';

export const endpoints = { getMe };
