import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { physicians, resultsResponse, specialtiesResponse, subscribedMe } from '../features/search/testing/search-responses';
import { signedInAs } from '../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../testing/fetch-mock';
import { renderApp } from '../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../testing/amplify-auth-mock'));

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Results actions' }));
const bodies: Record<string, unknown[]> = {};
const record = (key: string, init: RequestInit | undefined) => (bodies[key] ??= []).push(JSON.parse(String(init?.body)));

describe('search with the lists, exports and saved-searches features', { timeout: 30_000 }, () => {
  // The route and the answers' schemas are lazy chunks: their first import (a transform of the search feature and of
  // core's zod schemas) can outlast a findBy on a busy machine, so they load before the first test, not inside it.
  beforeAll(() => Promise.all([import('./search-route'), import('@core/schemas/physician-summary'), import('@core/schemas/physician-search-result'), import('../lib/specialty-counts')]), 60_000);
  beforeEach(() => {
    for (const key of Object.keys(bodies)) delete bodies[key];
    signedInAs({ email: 'recruiter@example.com' });
    mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('premium')),
      'GET /api/physicians': () => resultsResponse(physicians(2)),
      'GET /api/specialties': specialtiesResponse,
      'GET /api/lists': () => jsonResponse(200, []),
      'GET /api/exports': () => jsonResponse(200, { totalExported: 0, recent: [] }),
      'GET /api/saved-searches': () => jsonResponse(200, []),
      'POST /api/lists': (_u, init) => (record('lists', init), jsonResponse(201, { id: 'l-1', name: 'Mine', createdAt: 'x', updatedAt: 'x', physicianCount: 0 })),
      'POST /api/lists/l-1/physicians': (_u, init) => (record('add', init), jsonResponse(200, { added: 1, alreadyInList: 0, notFound: 0, physicianCount: 1 })),
      'POST /api/exports': (_u, init) => (record('export', init), jsonResponse(200, { url: 'https://s3.example/x.csv', fileName: 'physician_export.csv', count: 1, expiresAt: 'x' })),
      'POST /api/saved-searches': (_u, init) => (record('save', init), jsonResponse(201, {})),
    });
  });

  test('select a card, Add to List, name a new list', async () => {
    const { user } = renderApp('/search');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Doc1 Lee' }));
    await user.click(toolbar().getByRole('button', { name: 'Add to List (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add to Physician List' }));
    await user.type(dialog.getByRole('textbox', { name: 'List name' }), 'Mine');
    await user.click(dialog.getByRole('button', { name: 'Create List' }));
    expect(await screen.findByText('List Created')).toBeInTheDocument();
    expect(bodies.add).toEqual([{ physicianIds: ['p-1'] }]);
  });

  test('Export Selected posts the ids and starts the download', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderApp('/search');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Doc2 Lee' }));
    await user.click(toolbar().getByRole('button', { name: 'Export Selected (1)' }));
    // Issue 22: the export dialog opens; its defaults (CSV, every column) send the request it always was.
    await user.click(within(await screen.findByRole('dialog', { name: 'Export physicians' })).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Exported 1 physician records')).toBeInTheDocument();
    expect(bodies.export).toEqual([{ physicianIds: ['p-2'] }]);
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  test('Save Search keeps the filters and sort; Saved and the nav open the panels', async () => {
    const { user } = renderApp('/search?specialty=Cardiology&sortKey=name&sortDirection=desc');
    await screen.findByRole('article', { name: 'Doc1 Lee' });
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save Search' }));
    await user.type(dialog.getByRole('textbox', { name: 'Search name' }), 'Cardio');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Search saved')).toBeInTheDocument();
    expect(bodies.save).toEqual([
      { name: 'Cardio', searchParams: expect.objectContaining({ specialty: ['Cardiology'], sortKey: 'name', sortDirection: 'desc' }) as unknown },
    ]);

    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('dialog', { name: 'Saved Searches' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    await user.click(nav.getByRole('button', { name: 'Saved Lists' }));
    expect(await screen.findByText("You don't have any saved lists yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Directory' })).toHaveAttribute('href', '/directory');
  });
});
