import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import { emptyFilters, type FiltersChange, type SearchFilters } from '../utils/search-url';
import { IntentFilters } from './intent-filters';

const states = [{ value: 'AZ', label: 'Arizona (AZ)' }, { value: 'TX', label: 'Texas (TX)' }];
/** The patch a change asks for, applied to `now` when it is a function (lists toggle against the newest filters). */
const patchOf = (change: FiltersChange, now: SearchFilters) => (typeof change === 'function' ? change(now) : change);

describe('intent filters (issue 25)', () => {
  test('labelled controls, explained before use; each asks for its own filter', async () => {
    const onChange = vi.fn<(c: FiltersChange) => void>();
    const filters = { ...emptyFilters(), preferredState: ['TX'] };
    const { user } = renderUi(<IntentFilters filters={filters} onChange={onChange} stateOptions={states} />);
    const open = screen.getByRole('checkbox', { name: 'Open to opportunities' });
    expect(open).toHaveAccessibleDescription(/actively looking or open to opportunities/);
    await user.click(open);
    expect(onChange).toHaveBeenLastCalledWith({ openToWork: true });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred state' }), 'AZ');
    expect(patchOf(onChange.mock.lastCall![0], filters)).toEqual({ preferredState: ['TX', 'AZ'] });

    await user.click(screen.getByRole('checkbox', { name: 'Locums' }));
    expect(patchOf(onChange.mock.lastCall![0], filters)).toEqual({ employmentType: ['locums'] });
    await user.click(screen.getByRole('checkbox', { name: 'J-1 waiver needed' }));
    expect(patchOf(onChange.mock.lastCall![0], filters)).toEqual({ visa: ['j1_waiver'] });

    const date = screen.getByLabelText('Available by');
    // A date input's picker is the browser's; its change event is what reaches the app.
    fireEvent.change(date, { target: { value: '2027-03-01' } });
    expect(onChange).toHaveBeenLastCalledWith({ availableBy: '2027-03-01' });
  });

  test("the API's refusal shows at the date", () => {
    renderUi(<IntentFilters filters={emptyFilters()} onChange={() => {}} stateOptions={states} fieldErrors={{ availableBy: ['Use a date as YYYY-MM-DD'] }} />);
    expect(screen.getByLabelText('Available by')).toHaveAccessibleDescription('Use a date as YYYY-MM-DD');
    expect(screen.getByRole('alert')).toHaveTextContent('Use a date as YYYY-MM-DD');
  });
});
