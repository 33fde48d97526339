import type { ProfileView } from '@core/schemas/profile';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const TOKEN = 'q6Zf3kV1bM0yH8wR2tN5xJ7cL4pD9sA1eG3uK6oI0zB';
const SESSION = 'S'.repeat(43);
const later = () => new Date(Date.now() + 30 * 60_000).toISOString();

const view = (patch: Partial<ProfileView> = {}): ProfileView => ({
  physicianId: 'phy_1',
  source: 'import',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-02-01T00:00:00.000Z',
  profile: {
    firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe', title: 'Attending Physician', specialty: 'Cardiology', organization: 'Mercy', organizationSize: '', organizationRevenue: '',
    organizationIndustry: '', city: 'Boston', state: 'MA', zip: null, skills: [], education: [], linkedinUrl: null, npi: '1234567893', licenseStates: ['MA'], boardCertifications: [], graduationYear: null, languages: [],
  },
  contacts: [
    { field: 'personalEmail', masked: 'j***@h***.org', source: 'import', verifiedAt: null, hidden: false, invalid: false, physicianProvidedAt: null },
    { field: 'phone', masked: '•••• 42', source: 'import', verifiedAt: '2026-03-01T00:00:00.000Z', hidden: false, invalid: false, physicianProvidedAt: null },
  ],
  exposure: { since: '2025-11-27T00:00:00.000Z', revealedBy: 3, exportedBy: 1 },
  session: { validUntil: later(), via: 'j***@h***.org' },
  corrected: {},
  pendingEmail: null,
  cv: null,
  log: [{ at: '2026-11-27T10:00:00.000Z', action: 'session_opened', field: null, via: 'j***@h***.org' }],
  ...patch,
});

const sessionHeaderOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('x-profile-session');

describe('the physician\'s own page', () => {
  beforeEach(() => {
    signedOut();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  test('opening the mailed link sends nothing; the button opens the profile with the session', async () => {
    const seen: Array<string | null> = [];
    const fetchMock = mockFetch({
      'POST /api/profile-access/confirm': () => jsonResponse(200, { session: SESSION, validUntil: later() }),
      'GET /api/profile': (_url, init) => (seen.push(sessionHeaderOf(init)), jsonResponse(200, view())),
    });
    const { user } = renderApp(`/manage-profile/confirm?token=${TOKEN}`);

    const open = await screen.findByRole('button', { name: 'Open my profile' });
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/profile'))).toBe(false);
    await user.click(open);

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(await screen.findByText(/What our directory holds about Jane Doe/)).toBeInTheDocument();
    expect(seen).toEqual([SESSION]);
    expect(screen.getByRole('switch', { name: /Hide phone •••• 42 from recruiters/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText(/3 recruiters revealed your contact details; 1 recruiter exported your profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Remove everything' })).toHaveAttribute('href', '/remove-info');
  });

  test('a used or expired link says so and offers a new one', async () => {
    mockFetch({ 'POST /api/profile-access/confirm': () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { token: ['x'] } } }) });
    const { user } = renderApp(`/manage-profile/confirm?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Open my profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid, used or expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/manage-profile');
  });

  test('hides the phone, downloads JSON and signs out', async () => {
    sessionStorage.setItem('profile-session', JSON.stringify({ session: SESSION, validUntil: later() }));
    const hiddenView = view({ contacts: [view().contacts[0]!, { ...view().contacts[1]!, hidden: true }] });
    const fetchMock = mockFetch({
      'GET /api/profile': () => jsonResponse(200, view()),
      'POST /api/profile/contact-visibility': () => jsonResponse(200, hiddenView),
      'GET /api/profile/export': () => jsonResponse(200, { ...view(), exportedAt: '2026-11-27T10:05:00.000Z' }),
      'DELETE /api/profile/session': () => new Response(null, { status: 204 }),
    });
    const createObjectURL = vi.fn(() => 'blob:profile');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // jsdom cannot follow a download link; the blob handed to it is what matters.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/my-profile');

    const phone = await screen.findByRole('switch', { name: /Hide phone/ });
    await user.click(phone);
    expect(await screen.findByRole('switch', { name: /Hide phone/ })).toHaveAttribute('aria-checked', 'true');
    const hideCall = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/profile/contact-visibility'));
    expect(JSON.parse(String(hideCall?.[1]?.body))).toEqual({ field: 'phone', hidden: true });
    expect(sessionHeaderOf(hideCall?.[1])).toBe(SESSION);

    await user.click(screen.getByRole('button', { name: 'Download everything (JSON)' }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(/Your profile session has ended/)).toBeInTheDocument();
    expect(sessionStorage.getItem('profile-session')).toBeNull();
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/profile/session') && init?.method === 'DELETE')).toBe(true);
  });

  test('sends only the corrected fields, and shows the server\'s field errors', async () => {
    sessionStorage.setItem('profile-session', JSON.stringify({ session: SESSION, validUntil: later() }));
    let calls = 0;
    const fetchMock = mockFetch({
      'GET /api/profile': () => jsonResponse(200, view()),
      'POST /api/profile/corrections': () =>
        ++calls === 1 ? jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { state: ['Use a US state, as its code (TX) or its name'] } } }) : jsonResponse(200, view({ corrected: { state: '2026-11-27T10:06:00.000Z' } })),
    });
    const { user } = renderApp('/my-profile');
    const form = within(await screen.findByRole('form', { name: 'Correct your profile' }));
    const state = form.getByRole('textbox', { name: /^State of practice/ });
    await user.clear(state);
    await user.type(state, 'Atlantis');
    await user.click(form.getByRole('button', { name: 'Save corrections' }));
    expect(await form.findByText('Use a US state, as its code (TX) or its name')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/profile/corrections'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ state: 'Atlantis' });
    expect(sessionHeaderOf(sent?.[1])).toBe(SESSION);
  });

  test('without a session it sends nothing and offers a new link', async () => {
    const fetchMock = mockFetch({});
    renderApp('/my-profile');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText(/Your profile session has ended/)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/manage-profile');
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/profile'))).toBe(false);
  });
  test('the CV: a file over 5 MB is refused before anything is sent; one on file is deleted only after confirming', async () => {
    sessionStorage.setItem('profile-session', JSON.stringify({ session: SESSION, validUntil: later() }));
    const onFile = { fileName: 'CV Jane Doe.pdf', kind: 'pdf' as const, size: 48_000, uploadedAt: '2026-11-27T10:00:00.000Z' };
    let deleted = false;
    const fetchMock = mockFetch({
      'GET /api/profile': () => jsonResponse(200, view({ cv: deleted ? null : onFile })),
      'DELETE /api/profile/cv': () => ((deleted = true), new Response(null, { status: 204 })),
    });
    const { user } = renderApp('/my-profile');
    const section = within(await screen.findByRole('region', { name: 'Your CV' }));
    expect(section.getByText(/On file:/)).toHaveTextContent('CV Jane Doe.pdf (PDF, 47 KB)');

    await user.upload(section.getByLabelText(/^Replace your CV/), new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf', { type: 'application/pdf' }));
    expect(section.getByRole('alert')).toHaveTextContent('The CV must be a PDF or a Word (.docx) file of at most 5 MB.');
    expect(section.getByRole('button', { name: 'Replace CV' })).toBeDisabled();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/cv'))).toBe(false);

    await user.click(section.getByRole('button', { name: 'Delete CV' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Delete your CV?' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(confirm.getByRole('button', { name: 'Delete CV' }));
    expect(await section.findByText('No CV on file.')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([input, init]) => String(input).endsWith('/api/profile/cv') && init?.method === 'DELETE');
    expect(sessionHeaderOf(sent?.[1])).toBe(SESSION);
  });
});
