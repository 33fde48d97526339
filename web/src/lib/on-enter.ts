import type { KeyboardEvent } from 'react';

/** A keydown handler for an "add" field inside a form: Enter adds the item instead of submitting the form. */
export const onEnter =
  (add: () => void) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
