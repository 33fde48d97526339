import { configure, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { resultsResponse, specialtiesResponse, subscribedMe } from '../testing/search-responses';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });
beforeEach(() => toast.dismiss());

/** Issue 17 on the search card: the revealed contact says how fresh it is and can be reported. */
const contact = {
  email: 'jane@clinic.example.org',
  phone: null,
  workEmail: 'jane@clinic.example.org',
  directDial: null,
  emailVerifiedAt: '2025-11-02T00:00:00.000Z',
  phoneVerifiedAt: null,
  emailField: 'workEmail',
  phoneField: null,
  verifiedAt: { personalEmail: null, workEmail: '2025-11-02T00:00:00.000Z', phone: null, directDial: null },
  reported: [],
};

describe('search card: contact freshness', { timeout: 30_000 }, () => {
  test('the revealed email shows "verified Nov 2025", no "reported" badge, and a Report button for the work email', async () => {
    signedInAs({ email: 'user@example.com' });
    const reports: unknown[] = [];
    mockFetch({
      'GET /api/me': () => jsonResponse(200, subscribedMe('basic')),
      'GET /api/physicians': () => resultsResponse([physicianFixture()]),
      'GET /api/specialties': specialtiesResponse,
      'POST /api/physicians/p-1/contact': () => jsonResponse(200, contact),
      'POST /api/physicians/p-1/contact-reports': (_u, init) => (reports.push(JSON.parse(String(init?.body))), jsonResponse(201, { physicianId: 'p-1', field: 'workEmail', reason: 'bounced', note: null, createdAt: 'x', updatedAt: 'x' })),
    });
    const { user } = renderApp('/search');
    const jane = within(await screen.findByRole('article', { name: 'Jane Smith' }));
    await user.click(jane.getByRole('button', { name: 'View Email' }));
    expect(await jane.findByText('verified Nov 2025')).toBeInTheDocument();
    expect(jane.queryByText('reported')).not.toBeInTheDocument();
    await user.click(jane.getByRole('button', { name: 'Report this email' }));
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(reports).toEqual([{ field: 'workEmail', reason: 'bounced' }]);
  });
});
