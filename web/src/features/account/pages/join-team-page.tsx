import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/errors';
import { paths } from '../../../lib/paths';
import { teamApi, useRefreshTeam } from '../api/team';

/**
 * /team/join?token=… (signed in). Opening the link sends nothing (mail
 * scanners open links and would use it up); the button accepts it once, for
 * the signed-in account, which must be the invited address.
 */
export function JoinTeamPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const refresh = useRefreshTeam();
  const sent = useRef(false);
  const join = useMutation({ mutationFn: teamApi.join, retry: false, onSuccess: () => refresh() });
  const accept = () => {
    if (sent.current) return;
    sent.current = true;
    join.mutate(token);
  };
  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Join a team</h1>
      {!token ? (
        <p role="alert">No invitation token. Please open the link from your email.</p>
      ) : join.isSuccess ? (
        <div className="space-y-3" role="status">
          <p>You joined {join.data.name} as {join.data.role}. The team&apos;s plan now covers you.</p>
          <Link to={`${paths.account}?tab=team`} className="font-medium text-blue-700 underline dark:text-blue-300">
            See your team
          </Link>
        </div>
      ) : join.isError ? (
        <p role="alert">{errorMessage(join.error, 'This invitation could not be accepted.')}</p>
      ) : (
        <>
          <p>The invitation works once, for the email address it was sent to: make sure you are signed in with that address.</p>
          <Button onClick={accept} disabled={join.isPending}>
            {join.isPending ? 'Joining...' : 'Join the team'}
          </Button>
        </>
      )}
    </section>
  );
}
