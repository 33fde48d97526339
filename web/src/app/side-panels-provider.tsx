import { type ReactNode, useMemo, useState } from 'react';
import { type SidePanel, SidePanelsContext } from '../components/layout/side-panels';
import { SavedListsPanel } from '../features/lists/components/saved-lists-panel';
import { SavedSearchesPanel } from '../features/saved-searches/components/saved-searches-panel';
import { useAuth } from '../lib/auth/auth-context';

/** Owns which side panel is open; the nav and the search page open them through SidePanelsContext. */
export function SidePanelsProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [openPanel, setOpenPanel] = useState<SidePanel | null>(null);
  const value = useMemo(() => ({ open: setOpenPanel }), []);
  const signedIn = auth.status === 'signedIn';
  const close = () => setOpenPanel(null);

  return (
    <SidePanelsContext.Provider value={signedIn ? value : null}>
      {children}
      {signedIn && (
        <>
          <SavedSearchesPanel open={openPanel === 'saved-searches'} onClose={close} />
          <SavedListsPanel open={openPanel === 'saved-lists'} onClose={close} />
        </>
      )}
    </SidePanelsContext.Provider>
  );
}
