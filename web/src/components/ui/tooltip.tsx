import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Spec core §9: tooltips open after 700 ms of hovering; focus opens them at once. */
export const TOOLTIP_DELAY_MS = 700;

type TooltipProps = {
  content: string;
  /** Renders the trigger; spread the props onto a focusable element so the tip is also its description. */
  children: (trigger: { 'aria-describedby': string }) => ReactNode;
  /** Display of the wrapper; inline-flex unless told (e.g. 'block' around a full-width field). */
  className?: string;
  /** 'none' inside widgets that may own only certain roles (a tablist owns tabs only). */
  bubbleRole?: 'tooltip' | 'none';
};

/**
 * A tip tied to its trigger with aria-describedby, so screen readers announce
 * it even while it is closed. Hover and focus are caught on the wrapper, which
 * also works around disabled buttons swallowing pointer events.
 */
export function Tooltip({ content, children, className = 'inline-flex', bubbleRole = 'tooltip' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const show = (delay: number) => {
    cancel();
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    cancel();
    setOpen(false);
  };
  useEffect(() => cancel, []);

  return (
    <span
      className={`relative ${className}`}
      onMouseEnter={() => show(TOOLTIP_DELAY_MS)}
      onMouseLeave={hide}
      onFocus={() => show(0)}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {children({ 'aria-describedby': id })}
      <span
        id={id}
        role={bubbleRole}
        hidden={!open}
        className="absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-64 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-normal text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
      >
        {content}
      </span>
    </span>
  );
}
