import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';

type Props = ComponentProps<typeof Button> & {
  /** Why the action is unavailable now; when set the button does nothing and says why. */
  reason?: string | null;
};

/**
 * A bulk action that says why it is unavailable before the click: it stays
 * focusable (aria-disabled, not disabled), so keyboard and screen-reader users
 * reach the reason, given as its description and a tooltip.
 */
export function ReasonButton({ reason, onClick, className = '', ...props }: Props) {
  if (!reason) return <Button {...props} className={className} onClick={onClick} />;
  return (
    <Tooltip content={reason}>
      {(trigger) => <Button {...props} {...trigger} aria-disabled="true" className={`cursor-not-allowed opacity-50 ${className}`} onClick={(e) => e.preventDefault()} />}
    </Tooltip>
  );
}
