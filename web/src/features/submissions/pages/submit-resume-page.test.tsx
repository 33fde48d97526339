import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { type FetchHandler, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

type User = ReturnType<typeof renderApp>['user'];

const SPECIALTIES = 'GET /api/specialties';
const SUBMIT = 'POST /api/submissions';
const specialties = () => jsonResponse(200, [{ specialty: 'Cardiology', count: 12 }, { specialty: 'Oncology', count: 7 }]);
const receipt = () => jsonResponse(201, { id: 's-1', status: 'unconfirmed', createdAt: '2025-05-13T10:00:00Z' });

const setup = (handlers: Record<string, FetchHandler> = {}) => {
  const fetchMock = mockFetch({ [SPECIALTIES]: specialties, [SUBMIT]: receipt, ...handlers });
  const bodies = () =>
    fetchMock.mock.calls.filter(([input, init]) => String(input).endsWith('/api/submissions') && init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { ...renderApp('/submit-resume'), bodies };
};

const ready = async () => {
  const submit = await screen.findByRole('button', { name: 'Submit Resume' });
  await waitFor(() => expect(submit).toBeEnabled());
  return submit;
};

const fillRequired = async (user: User, overrides: { phone?: string } = {}) => {
  await user.type(screen.getByLabelText('First Name'), 'Dana');
  await user.type(screen.getByLabelText('Last Name'), 'Reyes');
  await user.type(screen.getByLabelText('Physician Title'), 'Attending Physician');
  await user.type(screen.getByLabelText('Company Name'), 'Austin Heart');
  await user.selectOptions(screen.getByLabelText('Specialty'), 'Cardiology');
  await user.type(screen.getByLabelText('Email'), 'dana@example.com');
  await user.type(screen.getByLabelText('Phone'), overrides.phone ?? '(512) 555-0100');
  await user.type(screen.getByLabelText('City'), 'Austin');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
};

const required = {
  firstName: 'Dana',
  lastName: 'Reyes',
  title: 'Attending Physician',
  companyName: 'Austin Heart',
  specialty: 'Cardiology',
  email: 'dana@example.com',
  phone: '(512) 555-0100',
  city: 'Austin',
  state: 'TX',
  education: [],
  skills: [],
  // Issue 25 item 5's lists: the shared schema defaults them, so an untouched form sends them empty.
  licenseStates: [],
  boardCertifications: [],
  languages: [],
};

describe('Submit Your Resume', () => {
  beforeEach(() => signedOut());

  test('every required field says what is missing and nothing is sent', async () => {
    const { user, bodies } = setup();
    await user.click(await ready());

    for (const message of [
      'First name is required',
      'Last name is required',
      'Physician title is required',
      'Company name is required',
      'Specialty is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'City is required',
      'State is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription('State is required');
    expect(screen.getByLabelText('Middle Name (optional)')).not.toHaveAttribute('aria-invalid');
    expect(bodies()).toHaveLength(0);
  });

  test('a phone number under 10 characters is refused', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user, { phone: '555-0100' });
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(bodies()).toHaveLength(0);
  });

  test('a LinkedIn URL without a scheme gets https:// on blur and is sent that way; nonsense is refused', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    const linkedin = screen.getByLabelText('LinkedIn URL (optional)');

    await user.type(linkedin, 'not a url');
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    expect(await screen.findByText('Please enter a valid LinkedIn URL')).toBeInTheDocument();
    expect(bodies()).toHaveLength(0);

    await user.clear(linkedin);
    await user.type(linkedin, 'linkedin.com/in/dana-reyes');
    await user.tab();
    expect(linkedin).toHaveValue('https://linkedin.com/in/dana-reyes');
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    await waitFor(() => expect(bodies()).toEqual([{ ...required, linkedinUrl: 'https://linkedin.com/in/dana-reyes' }]));
  });

  test('Other asks for the specialty as text and sends both fields as entered', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    expect(screen.queryByLabelText('Other Specialty')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Specialty'), 'Other');
    await user.type(screen.getByLabelText('Other Specialty'), 'Sleep Medicine');
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    await waitFor(() => expect(bodies()).toEqual([{ ...required, specialty: 'Other', otherSpecialty: 'Sleep Medicine' }]));
  });

  test('an education entry is added only with both school and degree, and can be removed', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    const addEducation = screen.getByRole('button', { name: 'Add education' });

    await user.type(screen.getByLabelText('School'), 'UT Southwestern');
    await user.click(addEducation);
    expect(screen.queryByRole('list', { name: 'Education entries' })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Degree'), '   ');
    await user.click(addEducation);
    expect(screen.queryByRole('list', { name: 'Education entries' })).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Degree'));
    await user.type(screen.getByLabelText('Degree'), ' MD ');
    await user.click(addEducation);
    const entries = screen.getByRole('list', { name: 'Education entries' });
    expect(within(entries).getAllByRole('listitem')).toHaveLength(1);
    expect(entries).toHaveTextContent('UT Southwestern (MD)');
    expect(screen.getByLabelText('School')).toHaveValue('');
    expect(screen.getByLabelText('Degree')).toHaveValue('');

    await user.type(screen.getByLabelText('School'), 'Baylor');
    await user.type(screen.getByLabelText('Degree'), 'Residency{Enter}');
    expect(within(entries).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Baylor (Residency)' }));
    expect(within(entries).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() => expect(bodies()).toEqual([{ ...required, education: [{ schoolName: 'UT Southwestern', degree: 'MD' }] }]));
  });

  test('education and a skill typed without pressing Add are sent with the resume, not dropped', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    await user.type(screen.getByLabelText('School'), ' UT Southwestern ');
    await user.type(screen.getByLabelText('Degree'), 'MD');
    await user.type(screen.getByLabelText('Skill'), 'Echocardiography');

    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() => expect(bodies()).toEqual([{ ...required, education: [{ schoolName: 'UT Southwestern', degree: 'MD' }], skills: ['Echocardiography'] }]));
  });

  test('a half-filled education entry stops the submit and says what to do', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    await user.type(screen.getByLabelText('School'), 'Baylor');

    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    const degree = screen.getByLabelText('Degree');
    await waitFor(() => expect(degree).toHaveAccessibleDescription('Press Add to include this education, or clear it.'));
    expect(degree).toHaveAttribute('aria-invalid', 'true');
    expect(degree).toHaveFocus();
    expect(bodies()).toHaveLength(0);

    await user.clear(screen.getByLabelText('School'));
    expect(degree).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() => expect(bodies()).toEqual([required]));
  });

  test('skills are trimmed; blanks and duplicates are ignored; a chip can be removed', async () => {
    const { user, bodies } = setup();
    await ready();
    await fillRequired(user);
    const skill = screen.getByLabelText('Skill');

    await user.type(skill, '  Echocardiography {Enter}');
    await user.type(skill, 'echocardiography');
    await user.click(screen.getByRole('button', { name: 'Add skill' }));
    await user.type(skill, '   {Enter}');
    await user.type(skill, 'Telemedicine{Enter}');
    await user.type(skill, 'Stress testing{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Stress testing' }));

    const chips = within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Echocardiography', 'Telemedicine']);
    expect(skill).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));
    await waitFor(() => expect(bodies()).toEqual([{ ...required, skills: ['Echocardiography', 'Telemedicine'] }]));
  });

  test('submit is disabled while the specialties load', async () => {
    setup({ [SPECIALTIES]: () => new Promise<Response>(() => {}) });
    const submit = await screen.findByRole('button', { name: 'Submit Resume' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Loading specialties...' })).toBeInTheDocument();
  });

  test('the specialty list comes from the API with Other last; a failed load toasts but Other still works', async () => {
    const first = setup();
    await ready();
    const options = within(screen.getByLabelText('Specialty')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Select a specialty', 'Cardiology', 'Oncology', 'Other']);
    first.unmount();

    setup({ [SPECIALTIES]: () => jsonResponse(500, { error: { code: 'INTERNAL', message: 'Internal error' } }) });
    expect(await screen.findByText('Failed to load specialties')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Specialty')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select a specialty', 'Other']);
    expect(screen.getByRole('button', { name: 'Submit Resume' })).toBeEnabled();
  });

  test('success sends the submission, toasts and shows the resume confirmation on /success', async () => {
    const { user, router, bodies } = setup();
    await ready();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Middle Name (optional)'), 'J.');
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    expect(await screen.findByText('Resume submitted successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Resume Submitted!' })).toBeInTheDocument();
    expect(screen.getByText(/Your profile submission is being reviewed/)).toBeInTheDocument();
    expect(screen.getByText(/We've sent a link to your email address: please open it and confirm your submission before it is reviewed/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/success');
    expect(bodies()).toEqual([{ ...required, middleName: 'J.' }]);
  });

  test('failure toasts, stays on the form and shows server field errors', async () => {
    const { user, router } = setup({
      [SUBMIT]: () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Invalid input', details: { phone: ['Please enter a valid phone number'] } } }),
    });
    await ready();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Resume' }));

    expect(await screen.findByText('Submission failed. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/submit-resume');
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');
  });
});
