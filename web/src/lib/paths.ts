/** Every screen's path in one place, so links and the route table cannot drift. */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  checkEmail: '/check-email-confirmation',
  forgotPassword: '/forgot-password',
  about: '/about',
  contact: '/contact',
  pricing: '/pricing',
  search: '/search',
  lists: '/lists',
  list: (listId: string) => `/lists/${encodeURIComponent(listId)}`,
  physicianList: '/physician-list',
  physician: (id: string) => `/physicians/${encodeURIComponent(id)}`,
  submitResume: '/submit-resume',
  success: '/success',
  removeInfo: '/remove-info',
  confirmRemoval: '/confirm-removal',
  terms: '/terms',
  privacy: '/privacy',
  compliance: '/compliance',
  moneyBackGuarantee: '/money-back-guarantee',
  specialties: '/specialties',
  directory: '/directory',
  specialty: (slug: string) => `/directory/${encodeURIComponent(slug)}`,
  account: '/account',
  adminDashboard: '/admin-dashboard',
  users: '/users',
  resumeApproval: '/resume-approval',
} as const;

/** Where a signed-in user lands when nothing else was asked for; /directory redirects to /search. */
export const defaultAfterLogin = paths.directory;
