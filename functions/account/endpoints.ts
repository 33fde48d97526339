import { getExportSummary } from './get-export-summary';
import { getMe } from './get-me';
import { updateProfile } from './update-profile';

export const endpoints = { getMe, updateProfile, getExportSummary };
