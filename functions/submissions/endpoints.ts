import { confirmSubmission } from './confirm-submission';
import { submitResume } from './submit-resume';
import { createCvUpload } from './cv-upload';

export const endpoints = { submitResume, confirmSubmission, createCvUpload };
