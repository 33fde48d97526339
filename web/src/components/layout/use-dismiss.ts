import { type RefObject, useEffect } from 'react';

/** Closes a popup on Escape or a click outside `ref`, the way menus are expected to behave. */
export const useDismiss = (ref: RefObject<HTMLElement | null>, open: boolean, close: () => void): void => {
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, close]);
};
