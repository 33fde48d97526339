import type { ReactNode } from 'react';
import { Tooltip } from '../ui/tooltip';

/** Spec core §2: the demo-mode tooltip and its variants. */
export const demoRestrictionMessages = {
  default: 'This feature is disabled in demo mode',
  subscription: 'Subscription management is disabled in demo mode',
  notification: 'Notification settings are disabled in demo mode',
  profile: 'Profile editing is disabled in demo mode',
  contact: 'Contact information is disabled in demo mode',
} as const;

export type DemoRestriction = keyof typeof demoRestrictionMessages;

type DemoTooltipProps = {
  variant?: DemoRestriction;
  children: (trigger: { 'aria-describedby': string }) => ReactNode;
  className?: string;
};

/** Explains why a control is unavailable to demo accounts. */
export function DemoTooltip({ variant = 'default', children, className }: DemoTooltipProps) {
  return (
    <Tooltip content={demoRestrictionMessages[variant]} className={className}>
      {children}
    </Tooltip>
  );
}
