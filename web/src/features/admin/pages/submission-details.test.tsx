import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInAs } from '../../../testing/amplify-auth-mock';
import { callsTo, jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';
import { adminMe, pageOf, submissionFixture } from '../testing/admin-fixtures';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const jane = submissionFixture({
  npi: '1234567893',
  zip: '78701',
  licenseStates: ['TX', 'NM'],
  boardCertifications: ['Internal Medicine'],
  languages: ['Spanish', 'English'],
  graduationYear: 2005,
  linkedinUrl: 'https://linkedin.com/in/jane',
  education: [{ schoolName: 'UT Southwestern', degree: 'MD' }],
  skills: ['Echocardiography'],
  cv: { key: 'cv/submission-s-1/abc', fileName: 'CV Jane Smith.pdf', kind: 'pdf', size: 20_480, uploadedAt: '2025-05-13T15:00:00Z' },
});
const omar = submissionFixture({ id: 's-2', firstName: 'Omar', lastName: 'Reyes' });
const link = { url: 'http://127.0.0.1:9000/cvs/cv/submission-s-1/abc?X-Amz-Signature=x', fileName: 'CV Jane Smith.pdf', expiresAt: '2025-05-13T15:05:00Z' };

const serve = (cv: () => Response) =>
  mockFetch({
    'GET /api/me': () => jsonResponse(200, adminMe()),
    'GET /api/admin/submissions': () => jsonResponse(200, pageOf([jane, omar])),
    'GET /api/admin/submissions/s-1/cv': cv,
  });

describe('resume submissions: the whole submission before deciding (issue 25 item 5)', () => {
  beforeEach(() => signedInAs({ email: 'admin@example.com', groups: ['admin'] }));
  afterEach(() => vi.restoreAllMocks());

  test('a row opens to every field, and Download CV asks for a fresh link on the click and starts the download', async () => {
    const fetchMock = serve(() => jsonResponse(200, link));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
    const { user } = renderApp('/resume-approval');

    const show = await screen.findByRole('button', { name: 'Show details of Jane Smith' }, { timeout: 10_000 });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    expect(screen.getByRole('button', { name: 'Hide details of Jane Smith' })).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByRole('region', { name: 'Details of Jane Smith' });
    const value = (label: string) => within(details).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('NPI')).toBe('1234567893');
    expect(value('ZIP code')).toBe('78701');
    expect(value('License states')).toBe('TX, NM');
    expect(value('Board certifications')).toBe('Internal Medicine');
    expect(value('Languages')).toBe('Spanish, English');
    expect(value('Graduation year')).toBe('2005');
    expect(value('Education')).toBe('UT Southwestern (MD)');
    expect(value('Phone')).toBe('5125550100');
    expect(value('LinkedIn')).toBe('https://linkedin.com/in/jane');
    expect(value('CV')).toContain('PDF, 20 KB');
    // Nothing is asked for before the click: the link works for minutes only.
    expect(callsTo(fetchMock, '/api/admin/submissions/s-1/cv')).toHaveLength(0);

    await user.click(within(details).getByRole('button', { name: 'Download CV of Jane Smith' }));
    await vi.waitFor(() => expect(clicked).toEqual([`${link.url} ${link.fileName}`]));
    expect(callsTo(fetchMock, '/api/admin/submissions/s-1/cv')).toHaveLength(1);
  });

  test('a submission without a CV says "No CV"; the fields it left out say "None given"', async () => {
    serve(() => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'CV not found' } }));
    const { user } = renderApp('/resume-approval');
    await user.click(await screen.findByRole('button', { name: 'Show details of Omar Reyes' }));
    const details = screen.getByRole('region', { name: 'Details of Omar Reyes' });
    expect(within(details).getByText('No CV')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: /Download CV/ })).not.toBeInTheDocument();
    expect(within(details).getByText('NPI', { selector: 'dt' }).nextElementSibling).toHaveTextContent('None given');
  });

  test('a CV gone meanwhile is said so, not a crash', async () => {
    serve(() => jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'CV not found' } }));
    const { user } = renderApp('/resume-approval');
    await user.click(await screen.findByRole('button', { name: 'Show details of Jane Smith' }));
    await user.click(screen.getByRole('button', { name: 'Download CV of Jane Smith' }));
    expect(await screen.findByText('This CV is no longer on file.')).toBeInTheDocument();
  });
});
