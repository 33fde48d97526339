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
 * A text filter whose value the API checks (NPI, ZIP, a year): an entry is
 * committed as soon as it is complete or left; an invalid one is never sent
 * to the API, says why under the box, and stops the search until it is fixed. Follows `value` when
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
    // An invalid entry is committed as typed: the search then shows its message and no results (issue 21),
    // never the results of a search without it; the API query leaves it out (utils/search-url.ts).
    const committed = v;
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
