import { type ReactNode, Suspense, lazy, useMemo, useState } from 'react';
import { type SidePanel, SidePanelsContext } from '../components/layout/side-panels';
import { useAuth } from '../lib/auth/auth-context';

// Loaded on the first open, not with every page: the two panels and their list and alert code were ~4 KB gzip of
// the entry, which every first visit paid for (issue 24's 150 KB budget for /search).
const SavedSearchesPanel = lazy(() => import('../features/saved-searches/components/saved-searches-panel').then((m) => ({ default: m.SavedSearchesPanel })));
const SavedListsPanel = lazy(() => import('../features/lists/components/saved-lists-panel').then((m) => ({ default: m.SavedListsPanel })));

/** Owns which side panel is open; the nav and the search page open them through SidePanelsContext. */
export function SidePanelsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [openPanel, setOpenPanel] = useState<SidePanel | null>(null);
  const [used, setUsed] = useState(false);
  const value = useMemo(
    () => ({
      open: (panel: SidePanel | null) => {
        setUsed(true);
        setOpenPanel(panel);
      },
    }),
    [],
  );
  const signedIn = auth.status === 'signedIn';
  const close = () => setOpenPanel(null);

  return (
    <SidePanelsContext.Provider value={signedIn ? value : null}>
      {children}
      {signedIn && used && (
        <Suspense fallback={null}>
          <SavedSearchesPanel open={openPanel === 'saved-searches'} onClose={close} />
          <SavedListsPanel open={openPanel === 'saved-lists'} onClose={close} />
        </Suspense>
      )}
    </SidePanelsContext.Provider>
  );
}
