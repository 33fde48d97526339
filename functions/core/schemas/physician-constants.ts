/** Option lists of spec core §9; the filter panel and the seed generator both read them. */
export const educationOptions = ['MD', 'PhD', 'MBA', 'MS', 'BS'] as const;
export const companySizeOptions = ['1 to 19', '20 to 99', '100 to 499', '500 to 999', '1000 to 4999', '5000+'] as const;
export const companyRevenueOptions = ['<$1M', '$1M to <$10M', '$10M to <$50M', '$50M to <$100M', '$100M to <$1B', '$1B+'] as const;
export const companyIndustryOptions = [
  'Healthcare',
  'Hospital & Health Care',
  'Medical Practice',
  'Pharmaceuticals',
  'Biotechnology',
  'Medical Devices',
  'Research',
  'Higher Education',
] as const;

export const PAGE_SIZE = 25;
/**
 * The deepest page a page number alone may ask for (issue 23): 400 pages of
 * 25 are 10,000 rows, OpenSearch's default index.max_result_window, so a jump
 * sorts at most that many entries whatever the total. Past it, pages are
 * reached by cursor (Next/Previous from the rows on screen), which costs one
 * page; the web offers no page number beyond it.
 */
export const PAGE_JUMP_MAX = 400;
export const FREE_VISIBLE_LIMIT = 20;
export const SELECT_ALL_MAX = 500;
/**
 * The longest text a contains filter looks for, in code points (a keyword, a
 * list value, the skills text). OpenSearch indexes a long value as windows of
 * 256 overlapping by 128 (opensearch-mapping.ts), which finds any needle up to
 * 128 exactly; nobody types more to find a name, a skill or an organization.
 */
export const NEEDLE_MAX = 128;
/** Values per list filter: the most any control of the filter panel can send (issue 15), so more is not a search a person made. */
export const LIST_FILTER_MAX = 10;
/** The radii a distance search offers (issue 16), in miles. */
export const WITHIN_MILES = [10, 25, 50, 100, 250] as const;

/** Issue 16: a graduation year bound, the range the stored field allows. */
export const GRADUATION_YEAR_MIN = 1940;
export const GRADUATION_YEAR_MAX = 2100;
