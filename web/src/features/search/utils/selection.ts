/** Spec core §4 selection modes: none, 'page' (the shown rows), 'all' (up to 500 ids of the search). */
export type SelectionMode = 'none' | 'page' | 'all';

export interface Selection {
  mode: SelectionMode;
  ids: readonly string[];
}

export type Refusal = 'free-limit';

export interface Outcome {
  selection: Selection;
  refused?: Refusal;
}

export const noSelection: Selection = { mode: 'none', ids: [] };

/**
 * One card's checkbox; refused past the free limit (`limit` null = none).
 * After Select All an untick keeps the rest selected ("select all, then
 * untick some", issue 24): the ids are the search's minus those unticked, so
 * Add to List and Export take exactly them; a tick puts one back.
 */
export const toggleOne = (selection: Selection, id: string, limit: number | null): Outcome => {
  if (selection.ids.includes(id)) {
    const ids = selection.ids.filter((x) => x !== id);
    // Deselecting the last item resets the mode.
    return { selection: { mode: ids.length === 0 ? 'none' : selection.mode, ids } };
  }
  if (limit !== null && selection.ids.length >= limit) return { selection, refused: 'free-limit' };
  return { selection: { ...selection, ids: [...selection.ids, id] } };
};

/** Select Page selects the shown rows (up to the free limit); pressed again it clears them. */
export const togglePage = (selection: Selection, visibleIds: readonly string[], limit: number | null): Outcome => {
  if (selection.mode === 'page') {
    const ids = selection.ids.filter((id) => !visibleIds.includes(id));
    return { selection: { mode: 'none', ids } };
  }
  const base = selection.mode === 'all' ? [] : selection.ids;
  const ids = [...base];
  let refused: Refusal | undefined;
  for (const id of visibleIds) {
    if (ids.includes(id)) continue;
    if (limit !== null && ids.length >= limit) {
      refused = 'free-limit';
      break;
    }
    ids.push(id);
  }
  return { selection: { mode: 'page', ids }, refused };
};

export const allSelected = (ids: readonly string[]): Selection => ({ mode: 'all', ids });

/** A new page of results: 'page' mode no longer describes what is shown, the chosen ids stay. */
export const afterPageChange = (selection: Selection): Selection =>
  selection.mode === 'page' ? { ...selection, mode: 'none' } : selection;

/** New filters or sort: an 'all' selection belonged to the old search and is dropped. */
export const afterSearchChange = (selection: Selection): Selection =>
  selection.mode === 'all' ? noSelection : afterPageChange(selection);
