import { Bell, CreditCard, FileDown, User, Users } from 'lucide-react';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { demoRestrictionMessages } from '../../../components/demo/demo-tooltip';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { type TabItem, Tabs } from '../../../components/ui/tabs';
import { useMe } from '../../../lib/auth/use-me';
import { DemoPlanSummary } from '../components/demo-plan-summary';
import { ProfilePanel } from '../components/profile-panel';

// Only Profile opens with the page; the other tabs load when chosen, so the first visit does not carry the team,
// billing, exports and alerts code (issue 24: /account had grown to 177 KB gzip against the 170 KB budget).
const panels = {
  subscription: () => import('../components/subscription-panel'),
  team: () => import('../components/team-panel'),
  exports: () => import('../components/exports-panel'),
  notifications: () => import('../components/notifications-panel'),
};
const SubscriptionPanel = lazy(() => panels.subscription().then((m) => ({ default: m.SubscriptionPanel })));
const TeamPanel = lazy(() => panels.team().then((m) => ({ default: m.TeamPanel })));
const ExportsPanel = lazy(() => panels.exports().then((m) => ({ default: m.ExportsPanel })));
const NotificationsPanel = lazy(() => panels.notifications().then((m) => ({ default: m.NotificationsPanel })));

/** The wait while a tab's code loads; tests wait for this label to go (testing/tab-panel.ts). */
export const TAB_LOADING = 'Loading this tab';
const later = (panel: ReactNode) => (
  <Suspense
    fallback={
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={TAB_LOADING} className="size-8" />
      </div>
    }
  >
    {panel}
  </Suspense>
);

type AccountTab = 'profile' | 'subscription' | 'team' | 'exports' | 'notifications';

const iconClass = 'size-4';

/** /account (signed-in users): Profile, Subscription, Team, Exports and Notifications tabs (spec core §2). */
export function AccountPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  // Fetched once the page has painted, so a tab opens at once when chosen.
  useEffect(() => {
    for (const load of Object.values(panels)) void load();
  }, []);

  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    return (
      <section className="mx-auto max-w-4xl px-4 py-10" role="alert">
        <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-300">Your account details could not be loaded.</p>
        <Button variant="secondary" className="mt-4" onClick={() => void me.refetch()}>
          Retry
        </Button>
      </section>
    );
  }

  const account = me.data;
  const demo = account.isDemo;
  const items: TabItem<AccountTab>[] = [
    { id: 'profile', label: 'Profile', icon: <User aria-hidden="true" className={iconClass} />, panel: <ProfilePanel me={account} /> },
    {
      id: 'subscription',
      label: 'Subscription',
      icon: <CreditCard aria-hidden="true" className={iconClass} />,
      disabledReason: demo ? demoRestrictionMessages.subscription : undefined,
      panel: later(<SubscriptionPanel />),
    },
    {
      id: 'team',
      label: 'Team',
      icon: <Users aria-hidden="true" className={iconClass} />,
      disabledReason: demo ? 'Teams are disabled in demo mode' : undefined,
      panel: later(<TeamPanel subscribed={account.subscription.subscribed} />),
    },
    { id: 'exports', label: 'Exports', icon: <FileDown aria-hidden="true" className={iconClass} />, panel: later(<ExportsPanel />) },
    {
      id: 'notifications',
      label: 'Notifications',
      icon: <Bell aria-hidden="true" className={iconClass} />,
      disabledReason: demo ? demoRestrictionMessages.notification : undefined,
      panel: later(<NotificationsPanel userId={account.id} />),
    },
  ];
  // ?tab= lets other pages link to a tab; a tab this account cannot open falls back to Profile.
  const requested = items.find((item) => item.id === params.get('tab') && !item.disabledReason);
  const selectTab = (id: AccountTab) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true });

  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Account Settings</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">Manage your profile, subscription, team, exports and notifications.</p>
      </header>
      {demo && <DemoPlanSummary />}
      <Tabs label="Account settings" items={items} value={requested?.id ?? 'profile'} onChange={selectTab} />
    </div>
  );
}
