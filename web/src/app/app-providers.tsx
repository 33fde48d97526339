import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FullScreenLoading } from '../components/full-screen-loading';
import { useAuth } from '../lib/auth/auth-context';
import { AuthProvider } from '../lib/auth/auth-provider';
import { SubscriptionProvider } from '../lib/subscription/subscription-provider';
import { useTheme } from '../lib/theme';
import { LazyToaster } from '../lib/toast/lazy-toaster';

function AuthGate({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return auth.status === 'loading' ? <FullScreenLoading /> : children;
}

/** Everything around the router; shared by the app and the tests. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Toasts follow the chosen theme, not the OS alone.
  const theme = useTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <SubscriptionProvider>
          <AuthGate>{children}</AuthGate>
        </SubscriptionProvider>
      </AuthProvider>
      {/* One toast at a time, 5 s each (spec core §9). */}
      {/* Below the navigation bar (4 rem), so a toast never covers the menu (issue 24). */}
      {/* dir given: without it sonner reads getComputedStyle(document.documentElement) on every render, a forced style recalculation of the whole page at start-up (issue 24). */}
      <LazyToaster dir="ltr" visibleToasts={1} duration={5000} richColors closeButton position="top-right" offset={{ top: '5rem', right: '1rem' }} mobileOffset={{ top: '4.5rem' }} theme={theme} />
    </QueryClientProvider>
  );
}
