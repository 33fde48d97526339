import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

/** The money-back guarantee's window (see the Money-Back Guarantee page): 30 days from the first purchase. */
export const GUARANTEE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Days of the guarantee left at `now`, counting a started day as a day; 0
 * once the 30 days are over, null when the first purchase is unknown.
 */
export const guaranteeDaysLeft = (firstPurchasedAt: string | null, now: number): number | null => {
  if (!firstPurchasedAt) return null;
  const left = Date.parse(firstPurchasedAt) + GUARANTEE_DAYS * DAY_MS - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
};

const link = (
  <Link to={paths.moneyBackGuarantee} className="underline">
    money-back guarantee
  </Link>
);

/**
 * The warning before a first export: an export ends the guarantee. With the
 * first purchase known, only inside its 30 days and with the days left;
 * without it (a subscription from before the server kept it), the rule
 * itself, which is true either way.
 */
export function GuaranteeWarning({ daysLeft }: { daysLeft: number | null }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
      {daysLeft === null ? (
        <>Within 30 days of your first purchase, an export ends your {link}.</>
      ) : (
        <>
          This export ends your {link}, which has {daysLeft} day{daysLeft === 1 ? '' : 's'} left of the 30 after your first purchase.
        </>
      )}
    </p>
  );
}
