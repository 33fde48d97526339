export type PageLink = number | 'start-ellipsis' | 'end-ellipsis';

const MAX_LINKS = 5;

/**
 * The page links of the admin lists (spec public §9): every page up to 5;
 * past that at most 5 links, the first and last always, ellipses where pages are skipped.
 */
export const pageLinks = (current: number, totalPages: number): PageLink[] => {
  if (totalPages <= 1) return [];
  if (totalPages <= MAX_LINKS) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), totalPages);
  if (page <= 3) return [1, 2, 3, 4, 'end-ellipsis', totalPages];
  if (page >= totalPages - 2) return [1, 'start-ellipsis', totalPages - 3, totalPages - 2, totalPages - 1, totalPages];
  return [1, 'start-ellipsis', page - 1, page, page + 1, 'end-ellipsis', totalPages];
};
