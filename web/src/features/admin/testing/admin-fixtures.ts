import type { AdminUserRow, AdminUsers } from '@core/schemas/admin';
import type { Submission, SubmissionPage } from '@core/schemas/submissions';
import { meFixture } from '../../../testing/fixtures';

export const adminMe = () => meFixture({ id: 'admin-1', email: 'admin@example.com', isAdmin: true });

export const submissionFixture = (overrides: Partial<Submission> = {}): Submission => ({
  id: 's-1',
  status: 'pending',
  createdAt: '2025-05-13T15:00:00Z',
  approvedAt: null,
  firstName: 'Jane',
  lastName: 'Smith',
  middleName: null,
  title: 'Cardiologist',
  companyName: 'Mercy Hospital',
  specialty: 'Cardiology',
  email: 'jane@example.com',
  phone: '5125550100',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
  linkedinUrl: null,
  education: [],
  skills: [],
  skillsText: null,
  educationText: null,
  physicianId: null,
  npi: null,
  zip: null,
  licenseStates: [],
  boardCertifications: [],
  languages: [],
  graduationYear: null,
  cv: null,
  merged: false,
  ...overrides,
});

export const pageOf = (items: Submission[], overrides: Partial<SubmissionPage> = {}): SubmissionPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  ...overrides,
});

export const userRowFixture = (overrides: Partial<AdminUserRow> = {}): AdminUserRow => ({
  id: 'u-1',
  email: 'recruiter@example.com',
  signupDate: '2025-05-01T10:00:00Z',
  lastSignInAt: '2025-05-13T10:00:00Z',
  subscriptionStatus: 'free',
  subscriptionPlan: 'Free',
  totalExports: 0,
  isAdmin: false,
  usage: { revealsToday: 0, reveals30d: 0, exportedRowsToday: 0, exportedRows30d: 0 },
  ...overrides,
});

export const usersOf = (items: AdminUserRow[], stats: Partial<AdminUsers['stats']> = {}): AdminUsers => ({
  items,
  stats: { totalUsers: items.length, activeSubscriptions: 0, totalExports: 0, ...stats },
});

export const apiError = (code: string, message: string) => ({ error: { code, message } });
