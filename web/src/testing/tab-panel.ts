import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { TAB_LOADING } from '../features/account/pages/account-page';

/** An account tab's panel once its lazily loaded code has rendered (the tabs but Profile load on first open). */
export const loadedTabPanel = async (name: string): Promise<HTMLElement> => {
  const panel = await screen.findByRole('tabpanel', { name });
  await waitFor(() => expect(within(panel).queryByText(TAB_LOADING)).toBeNull());
  return panel;
};
