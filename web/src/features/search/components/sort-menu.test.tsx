import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { SortMenu } from './sort-menu';

describe('SortMenu', () => {
  test('offers open to work first, by keyboard, as the intent order ascending (issue 25)', async () => {
    const onChange = vi.fn();
    render(<SortMenu sortKey={null} sortDirection="asc" onChange={onChange} />);
    const select = screen.getByLabelText('Sort by');
    select.focus();
    await userEvent.selectOptions(select, 'Open to work first');
    expect(onChange).toHaveBeenCalledWith('intent', 'asc');
  });

  test('shows the intent order as chosen', () => {
    render(<SortMenu sortKey="intent" sortDirection="asc" onChange={() => {}} />);
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Open to work first');
  });
});
