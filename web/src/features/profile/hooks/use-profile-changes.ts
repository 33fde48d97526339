import type { ProfileView } from '@core/schemas/profile';
import type { ProfileCorrectionRequest } from '@core/schemas/profile-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast/toast';
import { confirmEmailChange, correctProfile, replacePhone, requestEmailChange } from '../api/profile-changes';

const detailsOf = (e: unknown) => (e instanceof ApiError ? e.details : undefined);
const fail = (e: unknown) => toast.error(e instanceof ApiError && e.status < 500 ? e.message : 'That did not work. Please try again.');

/** Issue 25: corrections and replacements from the physician's page; each answers the page as it now is. */
export const useProfileChanges = (session: string, key: readonly unknown[]) => {
  const client = useQueryClient();
  const applied = (message: string) => (view: ProfileView) => {
    client.setQueryData(key, view);
    toast.success(message);
  };
  const correct = useMutation({ mutationFn: (body: ProfileCorrectionRequest) => correctProfile(session, body), onSuccess: applied('Your corrections are saved'), onError: fail });
  const phone = useMutation({ mutationFn: (body: { field: 'phone' | 'directDial'; phone: string }) => replacePhone(session, body), onSuccess: applied('Phone number saved (not verified)'), onError: fail });
  const askCode = useMutation({
    mutationFn: (body: { field: 'personalEmail' | 'workEmail'; email: string }) => requestEmailChange(session, body),
    onSuccess: async (r) => {
      toast.success(r.message);
      await client.invalidateQueries({ queryKey: key });
    },
    onError: fail,
  });
  const confirmCode = useMutation({ mutationFn: (code: string) => confirmEmailChange(session, code), onSuccess: applied('Your new email address is saved and verified'), onError: fail });
  return {
    correct,
    phone,
    askCode,
    confirmCode,
    errorsOf: { correct: detailsOf(correct.error), phone: detailsOf(phone.error), email: detailsOf(askCode.error), code: detailsOf(confirmCode.error) },
  };
};
