import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';
import { confirmProfileAccess } from '../api/profile';
import { ProfileFrame } from '../components/profile-frame';
import { saveProfileSession } from '../hooks/profile-session';

/**
 * The mailed link lands here with ?token=…. Opening it sends nothing (mail
 * scanners and link previews open links and would use it up); the button
 * exchanges it, once, for a 30-minute session, then shows the profile.
 */
export function ConfirmProfileAccessPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const sent = useRef(false);
  const { mutate, status } = useMutation({
    mutationFn: confirmProfileAccess,
    retry: false,
    onSuccess: (session) => {
      saveProfileSession(session);
      navigate(paths.myProfile, { replace: true });
    },
  });
  const open = () => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  };

  if (!token || status === 'error') {
    return (
      <ProfileFrame title="Open My Profile">
        <div className="space-y-4 text-center">
          <p role="alert">{token ? 'This link is invalid, used or expired. Ask for a new one.' : 'No link token. Please open the link from your email.'}</p>
          <Link to={paths.manageProfile} className={buttonClasses()}>
            Ask for a new link
          </Link>
        </div>
      </ProfileFrame>
    );
  }
  return (
    <ProfileFrame title="Open My Profile">
      <div className="space-y-4 text-center">
        <p>This link works once. It opens your profile for 30 minutes in this browser tab.</p>
        <Button onClick={open} disabled={status !== 'idle'}>
          {status === 'idle' ? 'Open my profile' : 'Opening...'}
        </Button>
      </div>
    </ProfileFrame>
  );
}
