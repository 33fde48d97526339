import { getExportSummary } from './get-export-summary';
import { getMarks } from './get-marks';
import { getMe } from './get-me';
import { getUsage } from './get-usage';
import { updateProfile } from './update-profile';

export const endpoints = { getMe, updateProfile, getExportSummary, getUsage, getMarks };
