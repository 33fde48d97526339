import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { LazyToaster } from './lazy-toaster';
import { toast } from './toast';

describe('toasts', () => {
  test('one at a time: a new toast replaces the last instead of stacking behind it (spec core §9)', async () => {
    render(<LazyToaster visibleToasts={1} duration={5000} />);
    toast.error('First refusal');
    toast.error('Second refusal');
    toast.success('Third news');
    expect(await screen.findByText('Third news')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
    expect(screen.queryByText('First refusal')).not.toBeInTheDocument();
    expect(screen.queryByText('Second refusal')).not.toBeInTheDocument();
  });

  test('updating a toast by its id keeps it (a loading toast becoming its result)', async () => {
    render(<LazyToaster visibleToasts={1} duration={5000} />);
    const id = toast.loading('Exporting...');
    toast.success('Exported', { id });
    expect(await screen.findByText('Exported')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1));
  });
});
