import { act } from '@testing-library/react';

/**
 * Retries `assertion` every 10 ms of real time until it passes. For tests that
 * fake setInterval, which Testing Library's waitFor relies on.
 */
export const eventually = async (assertion: () => void, timeoutMs = 1000): Promise<void> => {
  for (let waited = 0; ; waited += 10) {
    try {
      assertion();
      return;
    } catch (error) {
      if (waited >= timeoutMs) throw error;
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
  }
};
