import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { addTags, TagInput } from './tag-input';

function Harness({ max, separator }: { max?: number; separator?: RegExp }) {
  const [tags, setTags] = useState<string[]>([]);
  return <TagInput label="City" tags={tags} onChange={setTags} max={max} separator={separator} />;
}

const tagsShown = () => screen.queryAllByRole('listitem').map((li) => li.textContent);

describe('addTags', () => {
  test('trims, ignores empty values and duplicates (any case), stops at the maximum', () => {
    expect(addTags(['Boston'], '  Austin  ', 5)).toEqual(['Boston', 'Austin']);
    expect(addTags(['Boston'], '   ', 5)).toEqual(['Boston']);
    expect(addTags(['Boston'], 'boston', 5)).toEqual(['Boston']);
    expect(addTags(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });

  test('with a separator one entry gives several tags, still within the maximum', () => {
    expect(addTags([], 'Boston, Austin,,Boston', 5, /,/)).toEqual(['Boston', 'Austin']);
    expect(addTags([], 'heart  valve surgery', 2, /\s+/)).toEqual(['heart', 'valve']);
  });
});

describe('TagInput', () => {
  test('Enter adds a trimmed tag and clears the field; blanks and duplicates are ignored', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('City');

    await user.type(input, '  Boston {Enter}');
    await user.type(input, '   {Enter}');
    await user.type(input, 'BOSTON{Enter}');

    expect(tagsShown()).toEqual(['Boston']);
    expect(input).toHaveValue('');
  });

  test('Backspace on an empty field removes the last tag, not while typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('City');
    await user.type(input, 'Boston{Enter}Austin{Enter}');

    await user.type(input, 'Da{Backspace}');
    expect(tagsShown()).toEqual(['Boston', 'Austin']);

    await user.clear(input);
    await user.type(input, '{Backspace}');
    expect(tagsShown()).toEqual(['Boston']);
  });

  test('stops at the maximum and says so; a tag can be removed by its button', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);
    const input = screen.getByLabelText('City');

    await user.type(input, 'A{Enter}B{Enter}C{Enter}');
    expect(tagsShown()).toEqual(['A', 'B']);
    expect(input).toHaveAttribute('placeholder', 'Maximum of 2 reached');

    await user.click(screen.getByRole('button', { name: 'Remove A' }));
    expect(tagsShown()).toEqual(['B']);
  });
});
