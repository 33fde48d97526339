import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { confirmRemoval } from '../api/removal-requests';

export type ConfirmState = 'ready' | 'loading' | 'success' | 'error';

/**
 * Confirms only when `confirm` is called, never on opening the page: mail
 * scanners and link previewers open links, and must not remove anybody.
 * The token is sent once: the ref also stops a double click that lands
 * before the re-render disables the button.
 */
export const useConfirmRemoval = (token: string | null): { state: ConfirmState; confirm: () => void } => {
  const sent = useRef(false);
  const { mutate, status } = useMutation({ mutationFn: confirmRemoval, retry: false });

  const confirm = () => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate({ token });
  };

  if (!token || status === 'error') return { state: 'error', confirm };
  if (status === 'success') return { state: 'success', confirm };
  return { state: status === 'pending' ? 'loading' : 'ready', confirm };
};
