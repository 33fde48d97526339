import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../functions/core/schemas/error';
import type { SubmissionInput } from '../../functions/core/schemas/submissions';
import { viewerHeaders } from '../support/clients';
import { api } from '../support/stack';
import { stackDeps } from '../support/users';

const valid = (): SubmissionInput => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  title: 'Attending Physician',
  companyName: 'Mercy General',
  specialty: 'Cardiology',
  email: `grace-${randomUUID()}@example.com`,
  phone: '(555) 010-0199',
  city: 'Boston',
  state: 'MA',
});

const submit = (body: unknown, headers = viewerHeaders()) => api<{ id: string; status: string; createdAt: string }>('/api/submissions', { method: 'POST', body, headers });

const detailsOf = async (body: unknown) => {
  const res = await submit(body);
  expect(res.status).toBe(400);
  const { error } = errorBody.parse(res.body);
  expect(error.code).toBe('VALIDATION');
  return error.details ?? {};
};

describe('POST /api/submissions: validation (spec public §5)', () => {
  it.each([
    ['firstName', { firstName: '  ' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['title', { title: '' }, 'Physician title is required'],
    ['companyName', { companyName: ' ' }, 'Company name is required'],
    ['specialty', { specialty: '' }, 'Specialty is required'],
    ['email', { email: 'grace@' }, 'Please enter a valid email address'],
    ['phone', { phone: '555-0199' }, 'Please enter a valid phone number'],
    ['phone', { phone: '555 010 0199; DROP' }, 'Please enter a valid phone number'],
    ['city', { city: '' }, 'City is required'],
    ['state', { state: '' }, 'State is required'],
    ['linkedinUrl', { linkedinUrl: 'not a url' }, 'Please enter a valid LinkedIn URL'],
    ['linkedinUrl', { linkedinUrl: 'javascript:alert(1)' }, 'Please enter a valid LinkedIn URL'],
  ])('%s: %j → "%s"', async (field, patch, message) => {
    expect((await detailsOf({ ...valid(), ...patch }))[field]).toEqual([message]);
  });

  it('refuses an education entry without both school and degree, and a blank skill', async () => {
    const details = await detailsOf({ ...valid(), education: [{ schoolName: 'Yale University', degree: ' ' }], skills: ['Research', '  '] });
    expect(details['education.0.degree']).toEqual(['Degree is required']);
    expect(details['skills.1']).toEqual(['A skill cannot be blank']);
  });

  it('refuses wrong types and an empty body with field errors', async () => {
    const details = await detailsOf({ ...valid(), skills: 'Research', education: {} });
    expect(Object.keys(details).sort()).toEqual(['education', 'skills']);
    expect(Object.keys(await detailsOf({})).length).toBeGreaterThanOrEqual(9);
  });
});

describe('POST /api/submissions: storing a submission (unconfirmed until its mailed link is used)', () => {
  it('stores every field, resolving Other, prefixing LinkedIn and keeping skills and education structured and as vendor text', async () => {
    const body = {
      ...valid(),
      middleName: 'Brewster',
      specialty: 'Other',
      otherSpecialty: 'Undersea Medicine',
      linkedinUrl: 'linkedin.com/in/grace',
      skills: ['Research', 'Research', 'Teaching'],
      education: [
        { schoolName: 'Yale University', degree: 'PhD' },
        { schoolName: 'Vassar College', degree: 'BA' },
      ],
    };
    const res = await submit(body);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('unconfirmed');
    const stored = await (await stackDeps()).submissions.get(res.body.id);
    expect(stored).toMatchObject({
      status: 'unconfirmed',
      approvedAt: null,
      firstName: 'Grace',
      middleName: 'Brewster',
      specialty: 'Undersea Medicine',
      email: body.email,
      location: 'Boston, MA',
      linkedinUrl: 'https://linkedin.com/in/grace',
      skills: ['Research', 'Teaching'],
      skillsText: "'Research' 'Teaching'",
      education: body.education,
      educationText: 'Yale University (PhD) Vassar College (BA)',
      physicianId: null,
    });
  });

  it('keeps "Other" when no other specialty is given, and a blank LinkedIn as none', async () => {
    const res = await submit({ ...valid(), specialty: 'Other', otherSpecialty: '  ', linkedinUrl: '' });
    expect(res.status).toBe(201);
    const stored = await (await stackDeps()).submissions.get(res.body.id);
    expect(stored).toMatchObject({ specialty: 'Other', linkedinUrl: null, middleName: null, skills: [], skillsText: null, educationText: null });
  });

  it('rate limits one client (429)', async () => {
    const client = viewerHeaders();
    const limit = (await stackDeps()).config.RATE_LIMIT_SUBMISSIONS_PER_HOUR;
    for (let i = 0; i < limit; i++) expect((await submit(valid(), client)).status).toBe(201);
    expect((await submit(valid(), client)).status).toBe(429);
  });
});
