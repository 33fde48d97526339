import type { Me, SubscriptionStatus } from '@core/schemas/me';
import type { PhysicianSummary } from '@core/schemas/physician';

export const meFixture = (overrides: Partial<Me> = {}): Me => ({
  id: 'user-1',
  email: 'recruiter@example.com',
  isAdmin: false,
  isDemo: false,
  capabilities: {
    isDemo: false,
    canCreateLists: true,
    canSaveLists: true,
    canExport: true,
    canViewContactInfo: true,
    canSaveCandidates: true,
  },
  subscription: {
    subscribed: false,
    tier: 'free',
    plan_name: 'Free',
    price_amount: null,
    currency: null,
    billing_interval: null,
    status: 'inactive',
    cancel_at_period_end: false,
    current_period_end: null,
    first_purchased_at: null,
  },
  profile: { name: null, bio: null },
  ...overrides,
});

/** A paying subscriber's status, as GET /api/me reports it. */
export const paidSubscription = (overrides: Partial<SubscriptionStatus> = {}): SubscriptionStatus => ({
  subscribed: true,
  tier: 'basic',
  plan_name: 'Monthly Plan',
  price_amount: 199,
  currency: 'usd',
  billing_interval: 'month',
  status: 'active',
  cancel_at_period_end: false,
  current_period_end: '2030-01-31T12:00:00.000Z',
  first_purchased_at: null,
  ...overrides,
});

/** A demo account: flags and capabilities as GET /api/me reports them. */
export const demoMeFixture = (overrides: Partial<Me> = {}): Me =>
  meFixture({
    email: 'demo@example.com',
    isDemo: true,
    capabilities: {
      isDemo: true,
      canCreateLists: false,
      canSaveLists: false,
      canExport: false,
      canViewContactInfo: false,
      canSaveCandidates: false,
    },
    ...overrides,
  });

export const physicianFixture = (overrides: Partial<PhysicianSummary> = {}): PhysicianSummary => ({
  id: 'p-1',
  firstName: 'Jane',
  lastName: 'Smith',
  fullName: 'Jane Smith',
  title: 'Attending Physician',
  specialty: 'Cardiology',
  organization: 'Mercy Hospital',
  organizationSize: '1000 to 4999',
  organizationRevenue: '$100M to <$1B',
  organizationIndustry: 'Hospital & Health Care',
  city: 'Austin',
  state: 'TX',
  location: 'Austin, TX',
  skills: [],
  education: [],
  licenseStates: [],
  boardCertifications: [],
  languages: [],
  taxonomyCodes: [],
  hasEmail: true,
  hasPhone: true,
  ...overrides,
});
