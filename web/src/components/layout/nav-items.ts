import { paths } from '../../lib/paths';

export interface NavItem {
  label: string;
  to: string;
}

export const loggedOutItems: NavItem[] = [
  { label: 'Search', to: paths.search },
  { label: 'Pricing', to: paths.pricing },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
];

export const loggedInItems: NavItem[] = [
  { label: 'Search', to: paths.search },
  { label: 'Lists', to: paths.lists },
];

export const adminItems: NavItem[] = [
  { label: 'Dashboard', to: paths.adminDashboard },
  { label: 'Users', to: paths.users },
  { label: 'Resume Approval', to: paths.resumeApproval },
  { label: 'Contact Reports', to: paths.contactReports },
];
