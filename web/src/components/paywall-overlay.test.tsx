import { DAILY_CAPS } from '@core/fair-use-caps';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { signedOut } from '../testing/amplify-auth-mock';
import { mockFetch } from '../testing/fetch-mock';
import { renderUi } from '../testing/render-ui';
import { PaywallOverlay } from './paywall-overlay';

vi.mock('aws-amplify/auth', () => import('../testing/amplify-auth-mock'));
beforeEach(() => {
  signedOut();
  mockFetch({});
});

const n = (v: number) => v.toLocaleString('en-US');

describe('PaywallOverlay', () => {
  test("keeps the spec's title and states the daily fair-use caps beside it (issue 21)", async () => {
    renderUi(<PaywallOverlay message="A subscription is required" />);
    expect(await screen.findByRole('heading', { name: 'Unlock Unlimited Contacts' })).toBeInTheDocument();
    expect(screen.getByText(`Fair use: up to ${n(DAILY_CAPS.reveals)} contact reveals a day and ${n(DAILY_CAPS.exportRows)} exported contacts a day.`)).toBeInTheDocument();
  });
});
