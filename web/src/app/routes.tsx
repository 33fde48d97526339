import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { AppLayout } from '../components/layout/app-layout';
import { ProtectedRoute } from '../components/protected-route';
import { SidePanelsProvider } from './side-panels-provider';
import { RouteErrorPage } from '../components/route-error-page';
import { StartupFallback } from '../components/startup-fallback';
import { paths } from '../lib/paths';

/** A lazily loaded page: each feature's pages are fetched only when first visited. */
const page =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

/** /directory is the old entry point of the search; keep any query (e.g. ?specialty=) on the way. */
function DirectoryRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.search}${search}`} replace />;
}

const pages: RouteObject[] = [
  { index: true, lazy: page(() => import('../features/public/pages/landing-page'), 'LandingPage') },
  { path: 'about', lazy: page(() => import('../features/public/pages/about-page'), 'AboutPage') },
  { path: 'contact', lazy: page(() => import('../features/public/pages/contact-page'), 'ContactPage') },
  { path: 'pricing', lazy: page(() => import('../features/public/pages/pricing-page'), 'PricingPage') },
  { path: 'terms', lazy: page(() => import('../features/public/pages/terms-page'), 'TermsPage') },
  { path: 'privacy', lazy: page(() => import('../features/public/pages/privacy-page'), 'PrivacyPage') },
  { path: 'compliance', lazy: page(() => import('../features/public/pages/compliance-page'), 'CompliancePage') },
  { path: 'money-back-guarantee', lazy: page(() => import('../features/public/pages/money-back-guarantee-page'), 'MoneyBackGuaranteePage') },

  { path: 'login', lazy: page(() => import('../features/auth/pages/login-page'), 'LoginPage') },
  { path: 'signup', lazy: page(() => import('../features/auth/pages/signup-page'), 'SignupPage') },
  { path: 'check-email-confirmation', lazy: page(() => import('../features/auth/pages/check-email-page'), 'CheckEmailPage') },
  { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage') },

  { path: 'search', lazy: page(() => import('./search-route'), 'SearchRoute') },
  { path: 'directory', Component: DirectoryRedirect },
  { path: 'physician/:id', lazy: page(() => import('./physician-route'), 'PhysicianRoute') },
  { path: 'physicians/:id', lazy: page(() => import('./physician-route'), 'PhysicianRoute') },
  { path: 'specialties', lazy: page(() => import('../features/specialties/pages/specialties-page'), 'SpecialtiesPage') },
  { path: 'directory/:specialty', lazy: page(() => import('../features/specialties/pages/specialty-directory-page'), 'SpecialtyDirectoryPage') },

  { path: 'submit-resume', lazy: page(() => import('../features/submissions/pages/submit-resume-page'), 'SubmitResumePage') },
  { path: 'success', lazy: page(() => import('../features/submissions/pages/success-page'), 'SuccessPage') },
  { path: 'confirm-submission', lazy: page(() => import('../features/submissions/pages/confirm-submission-page'), 'ConfirmSubmissionPage') },
  { path: 'remove-info', lazy: page(() => import('../features/removal/pages/remove-info-page'), 'RemoveInfoPage') },
  { path: 'confirm-removal', lazy: page(() => import('../features/removal/pages/confirm-removal-page'), 'ConfirmRemovalPage') },
  { path: 'manage-profile', lazy: page(() => import('../features/profile/pages/manage-profile-page'), 'ManageProfilePage') },
  { path: 'manage-profile/confirm', lazy: page(() => import('../features/profile/pages/confirm-profile-access-page'), 'ConfirmProfileAccessPage') },
  { path: 'my-profile', lazy: page(() => import('../features/profile/pages/my-profile-page'), 'MyProfilePage') },
  { path: 'alerts/unsubscribe', lazy: page(() => import('../features/saved-searches/pages/unsubscribe-alerts-page'), 'UnsubscribeAlertsPage') },

  {
    Component: ProtectedRoute,
    children: [
      { path: 'lists', lazy: page(() => import('../features/lists/pages/lists-page'), 'ListsPage') },
      { path: 'lists/:listId', lazy: page(() => import('./list-detail-route'), 'ListDetailRoute') },
      { path: 'physician-list', lazy: page(() => import('./list-detail-route'), 'ListDetailRoute') },
      { path: 'account', lazy: page(() => import('../features/account/pages/account-page'), 'AccountPage') },
      { path: 'team/join', lazy: page(() => import('../features/account/pages/join-team-page'), 'JoinTeamPage') },
    ],
  },
  {
    // Signed in first; each admin page then answers non-admins itself, as spec public §2 words it
    // ("Access Denied. Redirecting..." on the dashboard, "Access Denied" on the others).
    element: <ProtectedRoute />,
    children: [
      { path: 'admin-dashboard', lazy: page(() => import('../features/admin/pages/admin-dashboard-page'), 'AdminDashboardPage') },
      { path: 'users', lazy: page(() => import('../features/admin/pages/users-page'), 'UsersPage') },
      { path: 'resume-approval', lazy: page(() => import('../features/admin/pages/resume-approval-page'), 'ResumeApprovalPage') },
      { path: 'contact-reports', lazy: page(() => import('../features/admin/pages/contact-reports-page'), 'ContactReportsPage') },
      { path: 'profile-changes', lazy: page(() => import('../features/admin/pages/profile-changes-page'), 'ProfileChangesPage') },
    ],
  },

  { path: '*', lazy: page(() => import('../features/public/pages/not-found-page'), 'NotFoundPage') },
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
    HydrateFallback: StartupFallback,
    // A page that fails (or a chunk that will not load) keeps the shell around its error.
    children: [{ ErrorBoundary: RouteErrorPage, children: pages }],
  },
];
