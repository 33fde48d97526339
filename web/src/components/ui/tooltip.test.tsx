import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DemoTooltip, demoRestrictionMessages } from '../demo/demo-tooltip';
import { TOOLTIP_DELAY_MS, Tooltip } from './tooltip';

const renderTooltip = () =>
  render(
    <Tooltip content="Not in demo mode">
      {(trigger) => (
        <button type="button" {...trigger}>
          Save
        </button>
      )}
    </Tooltip>,
  );

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('describes its trigger even while closed', () => {
    renderTooltip();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Not in demo mode');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  test('opens after the hover delay and closes when the pointer leaves', () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Save' });

    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(TOOLTIP_DELAY_MS - 1));
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toBeVisible();

    fireEvent.mouseLeave(button);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  test('opens at once on focus and closes on Escape', () => {
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Save' });

    act(() => {
      button.focus();
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent('Not in demo mode');

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  test('an open demo tip is drawn outside the card that clips it, in document.body', () => {
    render(
      <div data-testid="card" className="overflow-hidden">
        <DemoTooltip variant="profile">
          {(trigger) => (
            <button type="button" {...trigger}>
              Edit profile
            </button>
          )}
        </DemoTooltip>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Edit profile' });
    act(() => {
      button.focus();
      vi.advanceTimersByTime(0);
    });
    const tip = screen.getByRole('tooltip');
    expect(tip).toBeVisible();
    expect(tip).toHaveTextContent(demoRestrictionMessages.profile);
    expect(tip.parentElement).toBe(document.body);
    expect(screen.getByTestId('card')).not.toContainElement(tip);
    expect(tip).toHaveClass('fixed');
    expect(button).toHaveAccessibleDescription(demoRestrictionMessages.profile);
  });
});
