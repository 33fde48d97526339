export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * Page buttons: a window of `size` pages around the current one, plus the
 * first and last with an ellipsis where pages are skipped (spec core §2, §9).
 * No number past `jumpLimit` is offered (issue 23: the API serves a page
 * number alone up to there, and Next/Previous beyond): the last button is
 * then the jump limit, and a page reached past it by Next shows as itself.
 */
export const pageWindow = (page: number, lastPage: number, size = 5, jumpLimit = lastPage): PageItem[] => {
  if (lastPage <= 1) return [];
  const reachable = Math.min(lastPage, Math.max(1, jumpLimit));
  if (page > reachable) return [1, 'start-ellipsis', reachable, ...(page > reachable + 1 ? (['end-ellipsis'] as const) : []), page];
  if (reachable < lastPage) return pageWindow(page, reachable, size);
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
