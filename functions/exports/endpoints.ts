import { createExport } from './create-export';

export const endpoints = { createExport };
