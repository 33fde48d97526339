import { confirmSubmission } from './confirm-submission';
import { submitResume } from './submit-resume';

export const endpoints = { submitResume, confirmSubmission };
