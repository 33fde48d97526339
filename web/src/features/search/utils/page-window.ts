export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * Page buttons: a window of `size` pages around the current one, plus the
 * first and last with an ellipsis where pages are skipped (spec core §2, §9).
 */
export const pageWindow = (page: number, lastPage: number, size = 5): PageItem[] => {
  if (lastPage <= 1) return [];
  const half = Math.floor(size / 2);
  let start = Math.max(1, page - half);
  const end = Math.min(lastPage, start + size - 1);
  start = Math.max(1, end - size + 1);

  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('start-ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < lastPage - 1) items.push('end-ellipsis');
  if (end < lastPage) items.push(lastPage);
  return items;
};
