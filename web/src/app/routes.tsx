import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/protected-route';
import { SidePanelsProvider } from './side-panels-provider';
import { PageErrorBoundary } from '../components/route-error-page';
import { page } from './lazy-page';
import { paths } from '../lib/paths';

/** /directory is the old entry point of the search; keep any query (e.g. ?specialty=) on the way. */
function DirectoryRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.search}${search}`} replace />;
}

const pages: RouteObject[] = [
  { index: true, Component: page(() => import('../features/public/pages/landing-page'), 'LandingPage') },
  { path: 'about', Component: page(() => import('../features/public/pages/about-page'), 'AboutPage') },
  { path: 'contact', Component: page(() => import('../features/public/pages/contact-page'), 'ContactPage') },
  { path: 'pricing', Component: page(() => import('../features/public/pages/pricing-page'), 'PricingPage') },
  { path: 'terms', Component: page(() => import('../features/public/pages/terms-page'), 'TermsPage') },
  { path: 'privacy', Component: page(() => import('../features/public/pages/privacy-page'), 'PrivacyPage') },
  { path: 'compliance', Component: page(() => import('../features/public/pages/compliance-page'), 'CompliancePage') },
  { path: 'money-back-guarantee', Component: page(() => import('../features/public/pages/money-back-guarantee-page'), 'MoneyBackGuaranteePage') },

  { path: 'login', Component: page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
  { path: 'signup', Component: page(() => import('../features/auth/pages/signup-page'), 'SignupPage') },
  { path: 'check-email-confirmation', Component: page(() => import('../features/auth/pages/check-email-page'), 'CheckEmailPage') },
  { path: 'forgot-password', Component: page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage') },

  { path: 'search', Component: page(() => import('./search-route'), 'SearchRoute') },
  { path: 'directory', Component: DirectoryRedirect },
  { path: 'physician/:id', Component: page(() => import('./physician-route'), 'PhysicianRoute') },
  { path: 'physicians/:id', Component: page(() => import('./physician-route'), 'PhysicianRoute') },
  { path: 'specialties', Component: page(() => import('../features/specialties/pages/specialties-page'), 'SpecialtiesPage') },
  { path: 'directory/:specialty', Component: page(() => import('../features/specialties/pages/specialty-directory-page'), 'SpecialtyDirectoryPage') },

  { path: 'submit-resume', Component: page(() => import('../features/submissions/pages/submit-resume-page'), 'SubmitResumePage') },
  { path: 'success', Component: page(() => import('../features/submissions/pages/success-page'), 'SuccessPage') },
  { path: 'confirm-submission', Component: page(() => import('../features/submissions/pages/confirm-submission-page'), 'ConfirmSubmissionPage') },
  { path: 'remove-info', Component: page(() => import('../features/removal/pages/remove-info-page'), 'RemoveInfoPage') },
  { path: 'confirm-removal', Component: page(() => import('../features/removal/pages/confirm-removal-page'), 'ConfirmRemovalPage') },
  { path: 'manage-profile', Component: page(() => import('../features/profile/pages/manage-profile-page'), 'ManageProfilePage') },
  { path: 'manage-profile/confirm', Component: page(() => import('../features/profile/pages/confirm-profile-access-page'), 'ConfirmProfileAccessPage') },
  { path: 'my-profile', Component: page(() => import('../features/profile/pages/my-profile-page'), 'MyProfilePage') },
  { path: 'alerts/unsubscribe', Component: page(() => import('../features/saved-searches/pages/unsubscribe-alerts-page'), 'UnsubscribeAlertsPage') },

  {
    Component: ProtectedRoute,
    children: [
      { path: 'lists', Component: page(() => import('../features/lists/pages/lists-page'), 'ListsPage') },
      { path: 'lists/:listId', Component: page(() => import('./list-detail-route'), 'ListDetailRoute') },
      { path: 'physician-list', Component: page(() => import('./list-detail-route'), 'ListDetailRoute') },
      { path: 'account', Component: page(() => import('../features/account/pages/account-page'), 'AccountPage') },
      { path: 'team/join', Component: page(() => import('../features/account/pages/join-team-page'), 'JoinTeamPage') },
    ],
  },
  {
    // Signed in first; each admin page then answers non-admins itself, as spec public §2 words it
    // ("Access Denied. Redirecting..." on the dashboard, "Access Denied" on the others).
    element: <ProtectedRoute />,
    children: [
      { path: 'admin-dashboard', Component: page(() => import('../features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage') },
      { path: 'users', Component: page(() => import('../features/admin/pages/users-page'), 'UsersPage') },
      { path: 'resume-approval', Component: page(() => import('../features/admin/pages/resume-approval-page'), 'ResumeApprovalPage') },
      { path: 'contact-reports', Component: page(() => import('../features/admin/pages/contact-reports-page'), 'ContactReportsPage') },
      { path: 'profile-changes', Component: page(() => import('../features/admin/pages/profile-changes-page'), 'ProfileChangesPage') },
    ],
  },

  { path: '*', Component: page(() => import('../features/public/pages/not-found-page'), 'NotFoundPage') },
];

/** The shell with the Saved Searches and Saved Lists side panels it can open. */
function Shell() {
  return (
    <SidePanelsProvider>
      <AppLayout />
    </SidePanelsProvider>
  );
}

/** The route table of spec public-and-admin §2, plus /forgot-password. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Shell,
    // A page that fails (or a chunk that will not load) keeps the shell around its error.
    children: [{ Component: PageErrorBoundary, children: pages }],
  },
];
