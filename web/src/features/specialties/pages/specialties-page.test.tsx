import { act, configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

describe('specialties directory', { timeout: 30_000 }, () => {
  beforeEach(() => signedOut());

  test('9 skeletons, then a card per specialty linking to its page; counts are cached', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = mockFetch({
      'GET /api/specialties': async () => {
        await held;
        return jsonResponse(200, [
          { specialty: 'Family Medicine', count: 12034 },
          { specialty: 'obgyn', count: 800 },
        ]);
      },
    });
    const { router } = renderApp('/specialties');

    expect(await screen.findByRole('heading', { name: 'Medical Specialties Directory' })).toBeInTheDocument();
    expect(screen.getAllByTestId('specialty-card-skeleton')).toHaveLength(9);
    release();

    expect(await screen.findByRole('link', { name: /Family Medicine\s*12,034 physicians available/ })).toHaveAttribute('href', '/directory/family-medicine');
    expect(screen.getByRole('link', { name: /OBGYN\s*800 physicians available/ })).toHaveAttribute('href', '/directory/obgyn');
    expect(screen.getByRole('link', { name: 'Search All Physicians' })).toHaveAttribute('href', '/search');

    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/specialties'));
    expect(await screen.findByRole('link', { name: /Family Medicine/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/specialties')).toHaveLength(1);
  });
});
