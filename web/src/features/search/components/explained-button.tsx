import type { ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';

type Props = ComponentProps<typeof Button> & {
  /** Why the action is unavailable; when set the button does nothing and says why instead. */
  lockedReason?: string;
};

/**
 * A button that, when locked, stays focusable (aria-disabled, not disabled) so
 * keyboard and screen-reader users reach its reason: the tooltip on hover or
 * focus, and the accessible description at all times.
 */
export function ExplainedButton({ lockedReason, onClick, className = '', ...props }: Props) {
  if (!lockedReason) return <Button {...props} className={className} onClick={onClick} />;
  return (
    <Tooltip content={lockedReason}>
      {(trigger) => (
        <Button
          {...props}
          {...trigger}
          aria-disabled="true"
          className={`cursor-not-allowed opacity-50 ${className}`}
          onClick={(event) => event.preventDefault()}
        />
      )}
    </Tooltip>
  );
}
