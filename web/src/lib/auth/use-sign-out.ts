import { useNavigate } from 'react-router-dom';
import { toast } from '../toast/toast';
import { paths } from '../paths';
import { useAuth } from './auth-context';

/** Sign Out as the shell and the account page do it: log out, say so, go home. */
export const useSignOut = (): (() => Promise<void>) => {
  const auth = useAuth();
  const navigate = useNavigate();
  return async () => {
    try {
      await auth.signOut();
      toast.success('Logged out');
      navigate(paths.home);
    } catch {
      toast.error('Could not log out. Please try again.');
    }
  };
};
