import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-classes';
import { paths } from '../../../lib/paths';

/** The ways on after a checkout (spec core §2 Checkout success). */
export function SuccessActions() {
  return (
    <>
      <Link to={paths.search} className={buttonClasses()}>
        Explore Physician Directory
      </Link>
      <Link to={paths.account} className={buttonClasses({ variant: 'secondary' })}>
        Manage My Account
      </Link>
    </>
  );
}
