import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { confirmRemoval } from '../api/removal-requests';

export type ConfirmState = 'loading' | 'success' | 'error';

/**
 * Sends the token exactly once. The token is single use, so React StrictMode's
 * second effect run (or a re-render) must not send it again: the ref remembers it.
 */
export const useConfirmRemoval = (token: string | null): ConfirmState => {
  const sent = useRef<string | null>(null);
  const { mutate, status } = useMutation({ mutationFn: confirmRemoval, retry: false });

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
  }, [token, mutate]);

  if (!token || status === 'error') return 'error';
  return status === 'success' ? 'success' : 'loading';
};
