import { vi } from 'vitest';

/**
 * jsdom cannot navigate to another page, and its location.assign cannot be
 * spied on; this swaps window.location for a copy whose assign is a mock.
 * test-setup's vi.unstubAllGlobals() puts the real one back.
 */
export const stubLocationAssign = () => {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
};
