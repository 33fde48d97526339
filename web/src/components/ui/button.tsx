import type { ComponentProps } from 'react';
import { buttonClasses } from './button-classes';

type ButtonProps = ComponentProps<'button'> & Parameters<typeof buttonClasses>[0];

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
