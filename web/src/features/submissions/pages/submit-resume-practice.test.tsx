import { CV_CONTENT_TYPES, CV_REFUSED } from '@core/schemas/cv';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

type User = ReturnType<typeof renderApp>['user'];

const SUBMIT = 'POST /api/submissions';
const TICKET = 'POST /api/submissions/cv-uploads';
const PUT = 'PUT /bucket/uploads/put-here';
const UPLOAD_ID = 'upload_id_of_twenty_four';
const ticket = () => jsonResponse(200, { uploadId: UPLOAD_ID, url: 'http://localhost/bucket/uploads/put-here', method: 'PUT', headers: { 'Content-Type': CV_CONTENT_TYPES.pdf }, expiresAt: '2026-11-28T05:00:00Z' });

const setup = (handlers: Record<string, FetchHandler> = {}) => {
  const fetchMock = mockFetch({
    'GET /api/specialties': () => jsonResponse(200, [{ specialty: 'Cardiology', count: 12 }]),
    [SUBMIT]: () => jsonResponse(201, { id: 's-1', status: 'unconfirmed', createdAt: '2025-05-13T10:00:00Z' }),
    [TICKET]: ticket,
    [PUT]: () => new Response(null, { status: 200 }),
    ...handlers,
  });
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key).map(([, init]) => init);
  const bodies = () => calls(SUBMIT).map((init) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { ...renderApp('/submit-resume'), calls, bodies };
};

const fillRequired = async (user: User) => {
  const submit = await screen.findByRole('button', { name: 'Submit Resume' });
  await waitFor(() => expect(submit).toBeEnabled());
  await user.type(screen.getByLabelText('First Name'), 'Dana');
  await user.type(screen.getByLabelText('Last Name'), 'Reyes');
  await user.type(screen.getByLabelText('Physician Title'), 'Attending Physician');
  await user.type(screen.getByLabelText('Company Name'), 'Austin Heart');
  await user.selectOptions(screen.getByLabelText('Specialty'), 'Cardiology');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Phone'), '(512) 555-0100');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
};

const submit = async (user: User) => user.click(await screen.findByRole('button', { name: 'Submit Resume' }));
const pick = (file: File) => fireEvent.change(screen.getByLabelText('CV (optional)'), { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.4 a small CV'], 'dana-cv.pdf', { type: CV_CONTENT_TYPES.pdf });

describe('Submit Your Resume: practice details and CV (issue 25 item 5)', () => {
  beforeEach(() => signedOut());

  test('NPI, ZIP, license states, certifications, languages and graduation year are sent as entered', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('NPI'), '1234567893');
    await user.type(screen.getByLabelText('ZIP Code'), '78701');
    await user.type(screen.getByLabelText('Graduation Year'), '2005');
    await user.selectOptions(screen.getByLabelText('Medical Licenses'), 'TX');
    await user.selectOptions(screen.getByLabelText('Medical Licenses'), 'CA');
    await user.click(screen.getByRole('button', { name: 'Remove California (CA)' }));
    await user.selectOptions(screen.getByLabelText('Medical Licenses'), 'NM');
    await user.type(screen.getByLabelText('Board Certifications'), 'Internal Medicine, Cardiovascular Disease{Enter}');
    // Typed but not entered: taken along when focus leaves.
    await user.type(screen.getByLabelText('Languages'), 'Spanish');
    await submit(user);

    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({
      npi: '1234567893',
      zip: '78701',
      graduationYear: 2005,
      licenseStates: ['TX', 'NM'],
      boardCertifications: ['Internal Medicine', 'Cardiovascular Disease'],
      languages: ['Spanish'],
    });
    expect(bodies()[0]).not.toHaveProperty('cvUploadId');
  });

  test('an NPI with a wrong check digit, a short ZIP and a future year are refused in the browser, with the server’s messages', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    await user.type(screen.getByLabelText('NPI'), '1234567890');
    await user.type(screen.getByLabelText('ZIP Code'), '7870');
    await user.type(screen.getByLabelText('Graduation Year'), String(new Date().getFullYear() + 1));
    await submit(user);

    expect(await screen.findByText('Enter a 10-digit NPI with a valid check digit')).toBeInTheDocument();
    expect(screen.getByLabelText('NPI')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ZIP Code')).toHaveAccessibleDescription('Use a 5-digit ZIP code');
    expect(screen.getByLabelText('Graduation Year')).toHaveAccessibleDescription('Use a year that has passed');
    expect(bodies()).toHaveLength(0);
  });

  test('a file that is not a PDF or DOCX is refused before anything is sent', async () => {
    const { user, calls } = setup();
    await fillRequired(user);
    pick(new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(await screen.findByText(CV_REFUSED)).toBeInTheDocument();
    expect(screen.getByLabelText('CV (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(calls(TICKET)).toHaveLength(0);
  });

  test('a PDF is uploaded straight to the bucket, its upload id goes with the form', async () => {
    const { user, calls, bodies } = setup();
    await fillRequired(user);
    pick(pdf());
    expect(await screen.findByText(/is attached/)).toHaveTextContent('dana-cv.pdf');
    expect(JSON.parse(String(calls(TICKET)[0]?.body))).toEqual({ fileName: 'dana-cv.pdf', contentType: CV_CONTENT_TYPES.pdf, size: 19 });
    expect(calls(PUT)).toHaveLength(1);
    await submit(user);
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).toMatchObject({ cvUploadId: UPLOAD_ID });
  });

  test('removing the CV before submitting sends none', async () => {
    const { user, bodies } = setup();
    await fillRequired(user);
    pick(pdf());
    await screen.findByText(/is attached/);
    await user.click(screen.getByRole('button', { name: 'Remove CV' }));
    expect(screen.queryByText(/is attached/)).not.toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(bodies()).toHaveLength(1));
    expect(bodies()[0]).not.toHaveProperty('cvUploadId');
  });

  test('the form waits while the CV is on its way', async () => {
    const { user, bodies } = setup({ [PUT]: () => new Promise<Response>(() => {}) });
    await fillRequired(user);
    pick(pdf());
    expect(await screen.findByText('Uploading dana-cv.pdf…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Waiting for the CV upload...' })).toBeDisabled();
    expect(bodies()).toHaveLength(0);
  });

  test('the server’s refusal of the CV (its bytes are not a PDF) and of a license state show at their fields', async () => {
    const { user } = setup({
      [SUBMIT]: () =>
        jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { cvUploadId: [CV_REFUSED], 'licenseStates.0': ['Use a US state, as its code (TX) or its name'] } } }),
    });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Medical Licenses'), 'TX');
    pick(pdf());
    await screen.findByText(/is attached/);
    await submit(user);

    expect(await screen.findByText(CV_REFUSED)).toBeInTheDocument();
    expect(screen.queryByText(/is attached/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Medical Licenses')).toHaveAccessibleDescription('Use a US state, as its code (TX) or its name');
    expect(within(screen.getByRole('form', { name: 'Submit your resume' })).getByLabelText('NPI')).toHaveValue('');
  });
});
