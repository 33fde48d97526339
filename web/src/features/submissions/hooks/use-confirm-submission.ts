import { useMutation } from '@tanstack/react-query';
import { confirmSubmission } from '../api/confirm-submission';

/**
 * Confirms only when asked: mail scanners open links, so opening the page
 * must not use the single-use token; the visitor's click does.
 */
export const useConfirmSubmission = () => {
  const { mutate, status, error } = useMutation({ mutationFn: confirmSubmission, retry: false });
  return { confirm: (token: string) => mutate({ token }), status, error };
};
