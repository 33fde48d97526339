import { confirmProfileAccess } from './confirm-access';
import { createProfileCvUpload, deleteProfileCv, putProfileCv } from './cv';
import { correctProfileFields } from './correct-fields';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { replacePhone } from './replace-phone';
import { exportProfile } from './export-profile';
import { getProfile } from './get-profile';
import { getIntent } from './intent-get';
import { saveIntent } from './intent-save';
import { withdrawIntent } from './intent-withdraw';
import { requestProfileAccess } from './request-access';
import { setContactVisibility } from './set-contact-visibility';
import { endProfileSession } from './sign-out';

export const endpoints = { requestProfileAccess, confirmProfileAccess, getProfile, exportProfile, setContactVisibility, endProfileSession, correctProfileFields, replacePhone, requestEmailChange, confirmEmailChange, getIntent, saveIntent, withdrawIntent, createProfileCvUpload, putProfileCv, deleteProfileCv };
