import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { PAGE_JUMP_MAX } from '@core/schemas/physician-constants';
import { ResultsPagination } from './results-pagination';

/** Issue 23: page numbers reach PAGE_JUMP_MAX (400); Next and Previous go further, and the pager says so before the click. */
const pager = () => within(screen.getByRole('navigation', { name: 'Pagination' }));
const pageButtons = () =>
  pager()
    .queryAllByRole('button', { name: /^Page \d+$/ })
    .map((b) => Number(b.textContent));

describe('ResultsPagination past the jump depth', () => {
  test('at 1M matches (40,000 pages): no page number past 400, and a line that says Next goes further', async () => {
    const onChange = vi.fn();
    render(<ResultsPagination page={1} lastPage={40_000} onChange={onChange} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, PAGE_JUMP_MAX]);
    expect(pager().queryByRole('button', { name: 'Page 40000' })).toBeNull();
    expect(pager().getByText('Page numbers go up to 400; use Next to go further.')).toBeVisible();

    await userEvent.click(pager().getByRole('button', { name: 'Page 400' }));
    expect(onChange).toHaveBeenLastCalledWith(400);
  });

  test('on a page past the depth, reached by Next: the first page, the deepest jump and the current page; Next and Previous step', async () => {
    const onChange = vi.fn();
    render(<ResultsPagination page={450} lastPage={40_000} onChange={onChange} />);
    expect(pageButtons()).toEqual([1, PAGE_JUMP_MAX, 450]);
    expect(pager().getByRole('button', { name: 'Page 450' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(pager().getByRole('button', { name: 'Next' }));
    expect(onChange).toHaveBeenLastCalledWith(451, 'next');
    await userEvent.click(pager().getByRole('button', { name: 'Previous' }));
    expect(onChange).toHaveBeenLastCalledWith(449, 'previous');
  });

  test('where the order has no cursor past the depth (distance), Next stops there and the line says why', () => {
    render(<ResultsPagination page={PAGE_JUMP_MAX} lastPage={40_000} onChange={vi.fn()} canNext={false} />);
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(pager().getByText('Results stop at page 400 in this order; narrow the search to see others.')).toBeVisible();
  });

  test('within the depth nothing changes: the last page is offered and no line is shown', () => {
    render(<ResultsPagination page={1} lastPage={12} onChange={vi.fn()} />);
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 12]);
    expect(pager().queryByText(/Page numbers go up to/)).toBeNull();
  });
});
