import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

type Props = {
  label: string;
  /** The committed value (from the URL). */
  value: string;
  /** A message when the text cannot be searched; undefined when it can (blank included). */
  check: (text: string) => string | undefined;
  onCommit: (value: string) => void;
  /** Length at which the entry is complete, so its error shows without waiting for Tab or Enter. */
  completeAt: number;
  /** An error about the committed value from elsewhere (the API's field error, a missing partner field). */
  error?: string | undefined;
  placeholder?: string;
  inputMode?: 'numeric' | 'text';
};

/**
 * A text filter whose value the API checks (NPI, ZIP, a year): a valid entry
 * is committed as soon as it is complete, an invalid one is never sent and
 * says why under the box once it is complete or left. Follows `value` when
 * it changes from elsewhere (Back, Clear All, a saved search).
 */
export function CheckedTextField({ label, value, check, onCommit, completeAt, error, placeholder, inputMode = 'numeric' }: Props) {
  const [text, setText] = useState(value);
  // A value that came in the URL is complete as it stands: say at once if it is wrong.
  const [shown, setShown] = useState(value !== '');
  const lastCommitted = useRef(value);

  useEffect(() => {
    if (value !== lastCommitted.current) {
      lastCommitted.current = value;
      setText(value);
      setShown(value !== '');
    }
  }, [value]);

  const commit = (next: string) => {
    const v = next.trim();
    // An invalid entry takes the old value out too: the results must not keep filtering by what is no longer in the box.
    const committed = check(v) ? '' : v;
    if (committed === lastCommitted.current) return;
    lastCommitted.current = committed;
    onCommit(committed);
  };

  const change = (next: string) => {
    setText(next);
    const complete = next.trim().length >= completeAt;
    setShown(complete);
    if (!next.trim() || (complete && !check(next))) commit(next);
  };

  const leave = () => {
    setShown(true);
    commit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    leave();
  };

  return (
    <TextField
      label={label}
      value={text}
      inputMode={inputMode}
      autoComplete="off"
      placeholder={placeholder}
      error={(shown ? check(text) : undefined) ?? (text.trim() === value ? error : undefined)}
      onChange={(event) => change(event.target.value)}
      onBlur={leave}
      onKeyDown={onKeyDown}
      className="[&_input]:h-9"
    />
  );
}
