import { Link, type LinkProps, useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { rememberScroll, returnToState } from '../lib/return-to';

type Props = Omit<LinkProps, 'to' | 'state'> & { physicianId: string };

/**
 * A link to a physician's profile that remembers where it was followed from
 * (the exact search URL and its scroll), so the profile's Back returns there.
 */
export function ProfileLink({ physicianId, onClick, ...props }: Props) {
  const location = useLocation();
  return (
    <Link
      {...props}
      to={paths.physician(physicianId)}
      state={returnToState(location)}
      onClick={(event) => {
        rememberScroll(location.key, window.scrollY);
        onClick?.(event);
      }}
    />
  );
}
