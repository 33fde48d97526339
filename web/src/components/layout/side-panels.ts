import { createContext, useContext } from 'react';

export type SidePanel = 'saved-searches' | 'saved-lists';

/** Opens the Saved Searches / Saved Lists side panels; provided by the app layer, null when absent. */
export const SidePanelsContext = createContext<{ open: (panel: SidePanel) => void } | null>(null);

export const useSidePanels = () => useContext(SidePanelsContext);
