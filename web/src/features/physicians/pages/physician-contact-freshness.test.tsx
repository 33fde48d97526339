import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { toast } from '../../../lib/toast/toast';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { meFixture, physicianFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));
configure({ asyncUtilTimeout: 5000 });

/** Issue 17 on the profile: freshness, "reported", Report, and the reveals left today. */
const premium = meFixture({ subscription: { ...meFixture().subscription, subscribed: true, tier: 'premium' } });
const contact = {
  email: 'jane@example.com',
  phone: '+1 512 555 0100',
  workEmail: null,
  directDial: null,
  emailVerifiedAt: '2026-03-15T00:00:00.000Z',
  phoneVerifiedAt: null,
  emailField: 'personalEmail',
  phoneField: 'phone',
  verifiedAt: { personalEmail: '2026-03-15T00:00:00.000Z', workEmail: null, phone: null, directDial: null },
  reported: ['phone'],
};
const usage = (used: number) => ({ day: '2026-11-22', resetsAt: '2026-11-23T00:00:00.000Z', reveals: { used, cap: 5, remaining: 5 - used }, exportRows: { used: 0, cap: 2000, remaining: 2000 } });

const setup = (reportAnswer = () => jsonResponse(201, { physicianId: 'p-1', field: 'phone', reason: 'wrong_number', note: null, createdAt: 'x', updatedAt: 'x' })) => {
  signedInAs({ email: 'user@example.com' });
  let revealed = 0;
  const reports: unknown[] = [];
  const fetchMock = mockFetch({
    'GET /api/me': () => jsonResponse(200, premium),
    'GET /api/physicians/p-1': () => jsonResponse(200, physicianFixture()),
    'POST /api/physicians/p-1/contact': () => ((revealed += 1), jsonResponse(200, contact)),
    'GET /api/me/usage': () => jsonResponse(200, usage(revealed)),
    'POST /api/physicians/p-1/contact-reports': (_u, init) => (reports.push(JSON.parse(String(init?.body))), reportAnswer()),
  });
  return { fetchMock, reports };
};

describe('contact freshness on the profile', { timeout: 30_000 }, () => {
  beforeEach(() => toast.dismiss());

  test('a revealed email says when it was verified, a phone without a date says "not verified" and "reported"; reveals left today follow the reveal', async () => {
    setup();
    const { user } = renderApp('/physicians/p-1');
    expect(await screen.findByText('5 of 5 contact reveals left today')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'View Email' }));
    expect(await screen.findByText('verified Mar 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Phone' }));
    expect(await screen.findByText('not verified')).toBeInTheDocument();
    expect(screen.getByText('reported')).toBeInTheDocument();
    expect(await screen.findByText('4 of 5 contact reveals left today')).toBeInTheDocument();
  });

  test('Report offers the reasons that fit the field and sends field, reason and note', async () => {
    const { reports } = setup();
    const { user } = renderApp('/physicians/p-1');
    await user.click(await screen.findByRole('button', { name: 'View Phone' }));
    await user.click(await screen.findByRole('button', { name: 'Report this phone number' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this phone number' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Wrong number', 'Not this person']);
    await user.click(dialog.getByRole('radio', { name: 'Not this person' }));
    await user.type(dialog.getByRole('textbox', { name: 'Note (optional)' }), 'Different doctor');
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(reports).toEqual([{ field: 'phone', reason: 'not_this_person', note: 'Different doctor' }]));
    expect(await screen.findByText('Report sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('an email offers Bounced, and a refusal from the server is told as it is', async () => {
    setup(() => jsonResponse(403, { error: { code: 'FORBIDDEN', message: 'You can report only contact details you have revealed.' } }));
    const { user } = renderApp('/physicians/p-1');
    await user.click(await screen.findByRole('button', { name: 'View Email' }));
    await user.click(await screen.findByRole('button', { name: 'Report this email' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this email' }));
    expect(dialog.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Bounced', 'Not this person']);
    await user.click(dialog.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You can report only contact details you have revealed.')).toBeInTheDocument();
  });
});
