import { type CSSProperties, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

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

const GAP = 8;

/** Above the trigger, or below when there is no room; kept inside the viewport sideways (390 px phones). */
const placeBubble = (trigger: DOMRect, bubble: DOMRect): CSSProperties => {
  const half = bubble.width / 2;
  const centre = Math.min(Math.max(trigger.left + trigger.width / 2, half + GAP), window.innerWidth - half - GAP);
  const above = trigger.top - bubble.height - GAP;
  return { left: centre - half, top: above >= 0 ? above : trigger.bottom + GAP };
};

/**
 * A tip tied to its trigger with aria-describedby, so screen readers announce
 * it even while it is closed. Hover and focus are caught on the wrapper, which
 * also works around disabled buttons swallowing pointer events. Open, it is
 * drawn in document.body at a fixed place, since cards and tables clip
 * (overflow-hidden) anything absolutely positioned inside them.
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
  const wrapper = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const [place, setPlace] = useState<CSSProperties>({ left: 0, top: 0 });
  useLayoutEffect(() => {
    if (!open) return;
    const measure = () => {
      if (wrapper.current && bubble.current) setPlace(placeBubble(wrapper.current.getBoundingClientRect(), bubble.current.getBoundingClientRect()));
    };
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [open]);

  const tip = (
    <span
      ref={bubble}
      id={id}
      role={bubbleRole}
      hidden={!open}
      style={open ? place : undefined}
      className="pointer-events-none fixed z-50 w-max max-w-[min(16rem,calc(100vw-1rem))] rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-normal text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
    >
      {content}
    </span>
  );

  return (
    <span
      ref={wrapper}
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
      {/* Closed, it stays in place (hidden, still the description); it moves out only to be seen. */}
      {open ? createPortal(tip, document.body) : tip}
    </span>
  );
}
