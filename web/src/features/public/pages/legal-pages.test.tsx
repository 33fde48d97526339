import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../../../testing/amplify-auth-mock';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderApp } from '../../../testing/render-app';

vi.mock('aws-amplify/auth', () => import('../../../testing/amplify-auth-mock'));

const pages = [
  {
    path: '/terms',
    title: 'Terms of Service',
    points: [/healthcare recruitment only/, /unrelated to healthcare recruitment/, /harvesting/, /reselling/, /spam/, /non-refundable/, /State of California/],
    links: { '30-Day Money Back Guarantee': '/money-back-guarantee' },
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    points: [/Account information/, /processed by Stripe/, /Usage logs/, /children under 13/, /reach us through/],
    links: { 'Remove My Information': '/remove-info', Contact: '/contact' },
  },
  {
    path: '/compliance',
    title: 'Data Compliance',
    points: [/California Consumer Privacy Act \(CCPA\)/, /General Data Protection Regulation \(GDPR\)/, /CAN-SPAM Act/, /Federal Trade Commission \(FTC\)/, /within 30 days/, /works once, within 24 hours, and opens your profile for 30 minutes/, /from that moment no recruiter can reveal or export it/, /the correction applies at once, is marked as given by you/, /we mail a 6-digit code to the new address/, /happens immediately and by yourself/],
    links: { 'Remove My Information': '/remove-info', 'Manage My Profile': '/manage-profile' },
  },
  {
    path: '/money-back-guarantee',
    title: '30-Day Money Back Guarantee',
    points: [/within 30 days of your first purchase/, /CSV export/, /saved searches and lists do not void/, /3 business days/, /10 business days/, /once per customer/],
    links: { 'View Pricing': '/pricing' },
  },
] as const;

describe('legal pages', () => {
  beforeEach(() => {
    signedOut();
    mockFetch({});
  });

  test.each(pages)('$path shows its title, the date and its key points', async ({ path, title, points, links }) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated May 13, 2025')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    for (const point of points) expect(main.getAllByText(point).length).toBeGreaterThan(0);
    for (const [name, href] of Object.entries(links)) expect(main.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
  });

  test('the table of contents links to each section', async () => {
    renderApp('/compliance');

    const toc = within(await screen.findByRole('navigation', { name: 'On this page' }));
    const ccpa = toc.getByRole('link', { name: 'California Consumer Privacy Act (CCPA)' });
    const target = document.getElementById(ccpa.getAttribute('href')?.slice(1) ?? '');
    expect(target).toHaveAccessibleName('1. California Consumer Privacy Act (CCPA)');
    expect(toc.getAllByRole('link')).toHaveLength(5);
  });
});
