import { submitResume } from './submit-resume';

export const endpoints = { submitResume };
