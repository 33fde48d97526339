import type { HeldContact, ProfileView } from '@core/schemas/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast/toast';
import { endProfileSession, exportProfile, getProfile, setContactVisibility } from '../api/profile';
import { forgetProfileSession, storedProfileSession } from './profile-session';

/** Saves text as a file through a temporary link (no server round trip for the file itself). */
const saveJson = (data: unknown, fileName: string) => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
};

/** The physician's page: the held data of the tab's session, and what may be done with it. */
export const useMyProfile = () => {
  const [session, setSession] = useState(() => storedProfileSession()?.session ?? null);
  const client = useQueryClient();
  const key = ['my-profile', session] as const;
  const query = useQuery({ queryKey: key, queryFn: () => getProfile(session ?? ''), enabled: !!session, retry: false, staleTime: Number.POSITIVE_INFINITY });
  const ended = !session || (query.error instanceof ApiError && (query.error.status === 401 || query.error.status === 404));

  const hide = useMutation({
    mutationFn: ({ field, hidden }: { field: HeldContact['field']; hidden: boolean }) => setContactVisibility(session ?? '', { field, hidden }),
    onSuccess: (view: ProfileView, { hidden }) => {
      client.setQueryData(key, view);
      toast.success(hidden ? 'Hidden from recruiters' : 'Shown to recruiters again');
    },
    onError: () => toast.error('That did not work. Please try again.'),
  });

  const download = useMutation({
    mutationFn: () => exportProfile(session ?? ''),
    onSuccess: (data) => saveJson(data, 'my-physician-directory-profile.json'),
    onError: () => toast.error('The download did not work. Please try again.'),
  });

  const signOut = async () => {
    if (session) await endProfileSession(session).catch(() => undefined);
    forgetProfileSession();
    client.removeQueries({ queryKey: ['my-profile'] });
    setSession(null);
  };

  return { query, ended, hide, download, signOut, session };
};
