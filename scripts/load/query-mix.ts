/**
 * The product's search mix as the load test replays it. There is no
 * production traffic to measure yet, so these shares are assumptions, stated
 * here once and printed with every report: change them here when real
 * traffic (the search function's logs) says otherwise.
 */
export const SEARCH_CLASSES = [
  'name',
  'short needle',
  'broad needle',
  'keyword',
  'specialty pick',
  'location',
  'organization',
  'distance',
  'several filters',
  'NPI',
  'browse',
] as const;
export type SearchClass = (typeof SEARCH_CLASSES)[number];

/** Share of sessions per class; they sum to 1. */
export const MIX: Record<SearchClass, number> = {
  // A person's name, as most directory searches are.
  name: 0.22,
  // 1-2 characters: an initial, or a pause while typing (the box commits after 300 ms).
  'short needle': 0.06,
  // A word most profiles contain ("care", "medicine"): the expensive contains.
  'broad needle': 0.08,
  keyword: 0.12,
  'specialty pick': 0.12,
  location: 0.1,
  organization: 0.06,
  distance: 0.06,
  'several filters': 0.1,
  NPI: 0.03,
  // No filter at all, in one of the sort orders: the same few bodies for everyone, as in real use.
  browse: 0.05,
};

/** What a session does after its first page. */
export const FOLLOW_UPS = {
  /** Share of sessions that press Next (a cursor page, as the web pages). */
  nextPage: 0.15,
  /** Of those, share that press Next again, and so on (pages 3, 4, ...). */
  anotherNextPage: 0.4,
  /** Share that click a page number in the web's window (pages 2-5). */
  pageJump: 0.03,
  /** Share that select all matches (ids only, up to SELECT_ALL_MAX). */
  selectAll: 0.02,
  /** Share of sessions in a non-default sort order. */
  otherSort: 0.2,
} as const;

/** The request kinds a session sends; each is reported apart. */
export const REQUEST_KINDS = ['page 1', 'facets', 'next page', 'page jump', 'select-all ids'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
