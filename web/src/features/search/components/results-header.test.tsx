import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { ResultsHeader } from './results-header';

describe('ResultsHeader', () => {
  test('one result is singular, more are plural', () => {
    const { rerender } = render(<ResultsHeader page={1} pageSize={25} count={1} total={1} term="" />);
    expect(screen.getByText('Showing 1-1 of 1 result')).toBeInTheDocument();
    rerender(<ResultsHeader page={2} pageSize={25} count={25} total={1234} term="heart" />);
    expect(screen.getByText('Showing 26-50 of 1,234 results')).toBeInTheDocument();
  });
});
