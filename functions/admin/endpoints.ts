import { getContactHistory, listContactReports, setContactStatus } from './contact-reports';
import { exportPhysicianProfile } from './export-profile';
import { listUsers } from './list-users';
import { listProfileChanges, revertProfileChange } from './profile-changes';
import { revokeProfileSession } from './revoke-profile-session';
import { getAdminOverview } from './overview';
import { approveSubmission, decideSubmissions, getSubmissionCv, listSubmissions, rejectSubmission } from './submission-endpoints';

export const endpoints = { getSubmissionCv, listSubmissions, approveSubmission, rejectSubmission, decideSubmissions, listUsers, exportPhysicianProfile, listContactReports, setContactStatus, getContactHistory, getAdminOverview, revokeProfileSession, listProfileChanges, revertProfileChange };
