import type { PublicIntent } from '@core/schemas/intent';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IntentBadge } from './intent-badge';

const intent: PublicIntent = {
  status: 'open',
  preferredStates: ['TX', 'AZ'],
  metros: [],
  willingToRelocate: false,
  employmentTypes: ['locums'],
  practiceSettings: [],
  availableFrom: '2027-03-01',
  visa: null,
  openedAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2027-05-01T00:00:00.000Z',
};

describe('IntentBadge', () => {
  it('names the status and says when, what and where, for hover and screen readers', () => {
    render(<IntentBadge intent={intent} />);
    const badge = screen.getByText(/Open to opportunities/);
    expect(badge.getAttribute('title')).toBe('available from Mar 1, 2027 · locums · prefers TX, AZ');
    expect(badge.textContent).toContain('available from Mar 1, 2027');
  });

  it('shows nothing without intent or for "not looking"', () => {
    const { container, rerender } = render(<IntentBadge intent={undefined} />);
    expect(container.textContent).toBe('');
    rerender(<IntentBadge intent={{ ...intent, status: 'not_looking' }} />);
    expect(container.textContent).toBe('');
    rerender(<IntentBadge intent={{ ...intent, status: 'looking' }} />);
    expect(container.textContent).toContain('Actively looking');
  });
});
