import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { type SearchFilters, toggled } from '../utils/search-url';
import { useSearchState } from './use-search-state';

type Hook = ReturnType<typeof useSearchState>;

/** The hook under a real router; `current()` is the last render's value. */
const renderHookAt = (url: string) => {
  const seen: { hook?: Hook } = {};
  function Probe() {
    seen.hook = useSearchState();
    return null;
  }
  const router = createMemoryRouter([{ path: '/search', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const current = () => {
    if (!seen.hook) throw new Error('not rendered');
    return seen.hook;
  };
  const search = () => new URLSearchParams(router.state.location.search);
  return { current, search, router };
};

const check = (key: 'education' | 'companySize', value: string, on = true) => (f: SearchFilters) => ({ [key]: toggled(f[key], value, on) });

describe('useSearchState', () => {
  test('changes made before the router re-renders build on each other, not on the stale URL', async () => {
    const { current, search } = renderHookAt('/search?education=MBA&companySize=5000%2B&page=3');
    // One render's callbacks used for every click: the lag between clicks and renders, at its worst.
    const { clearFilters, setFilters } = current();
    act(() => {
      clearFilters();
      setFilters({ companySize: ['1 to 19'] });
      setFilters(check('education', 'MD'));
      setFilters(check('education', 'PhD'));
    });
    await waitFor(() => expect(search().toString()).toBe('education=MD&education=PhD&companySize=1+to+19'));
    expect(current().state.filters.education).toEqual(['MD', 'PhD']);
    expect(current().state.page).toBe(1);
  });

  test('a box unticked right after being ticked ends unticked', async () => {
    const { current, search } = renderHookAt('/search');
    const { setFilters } = current();
    act(() => {
      setFilters(check('education', 'MD'));
      setFilters(check('education', 'MD', false));
    });
    await waitFor(() => expect(current().state.filters.education).toEqual([]));
    expect(search().toString()).toBe('');
  });

  test('a navigation from elsewhere (Back, a saved search) wins over what this hook asked for before', async () => {
    const { current, search, router } = renderHookAt('/search?education=MBA');
    act(() => current().setFilters(check('education', 'MD')));
    await waitFor(() => expect(search().getAll('education')).toEqual(['MBA', 'MD']));
    await act(() => router.navigate('/search?state=CA'));
    act(() => current().setFilters(check('companySize', '5000+')));
    await waitFor(() => expect(search().toString()).toBe('state=CA&companySize=5000%2B'));
  });

  test('toggled compares case-insensitively and keeps the order', () => {
    expect(toggled(['MD', 'PhD'], 'md', false)).toEqual(['PhD']);
    expect(toggled(['MD'], 'md', true)).toEqual(['MD']);
    expect(toggled(['MD'], 'MBA', true)).toEqual(['MD', 'MBA']);
  });
});
