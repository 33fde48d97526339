import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';

/**
 * Each test gets fresh modules: test-setup loads sonner up front for the other
 * tests, and this checks the app's own path, where sonner is not loaded yet.
 */
const freshToast = async () => {
  vi.resetModules();
  const toastModule = await import('./toast');
  const { LazyToaster } = await import('./lazy-toaster');
  return { ...toastModule, LazyToaster };
};

describe('lazy toasts (issue 14 item 9: sonner off the first page)', () => {
  beforeEach(() => vi.useRealTimers());

  test('sonner is not loaded until a toast asks for it; the toast then shows, with the id returned at once', async () => {
    const { toast, loadedSonner, LazyToaster } = await freshToast();
    render(<LazyToaster />);
    expect(loadedSonner()).toBeUndefined();

    let id: string | number = '';
    act(() => {
      id = toast.error('Daily Limit Reached', { description: 'Try again tomorrow.' });
    });
    expect(id).toMatch(/^toast-\d+$/);
    expect(await screen.findByText('Daily Limit Reached')).toBeInTheDocument();
    expect(screen.getByText('Try again tomorrow.')).toBeInTheDocument();
    expect(loadedSonner()).toBeDefined();

    act(() => toast.dismiss(id));
    await vi.waitFor(() => expect(screen.queryByText('Daily Limit Reached')).not.toBeInTheDocument());
  });

  test('what was asked before sonner arrived is replayed in order; a caller-chosen id is kept', async () => {
    const { toast, LazyToaster } = await freshToast();
    render(<LazyToaster />);
    act(() => {
      toast.success('First');
      expect(toast.info('Second', { id: 'mine' })).toBe('mine');
    });
    // One toast at a time: the later one is what shows.
    expect(await screen.findByText('Second')).toBeInTheDocument();
    act(() => toast.dismiss('mine'));
    await vi.waitFor(() => expect(screen.queryByText('Second')).not.toBeInTheDocument());
  });
});
