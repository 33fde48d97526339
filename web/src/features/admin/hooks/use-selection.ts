import { useState } from 'react';

/** Which of the rows on screen are ticked; rows that have left the page no longer count. */
export const useSelection = (rowIds: readonly string[]) => {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const selected = rowIds.filter((id) => ticked.has(id));
  const allSelected = rowIds.length > 0 && selected.length === rowIds.length;

  return {
    selected,
    isSelected: (id: string) => ticked.has(id),
    allSelected,
    someSelected: selected.length > 0 && !allSelected,
    toggle: (id: string) =>
      setTicked((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () => setTicked(allSelected ? new Set() : new Set(rowIds)),
    clear: () => setTicked(new Set()),
  };
};
export type Selection = ReturnType<typeof useSelection>;
