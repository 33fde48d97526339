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
export const FREE_VISIBLE_LIMIT = 20;
export const SELECT_ALL_MAX = 500;
/** Values per list filter: the most any control of the filter panel can send (issue 15), so more is not a search a person made. */
export const LIST_FILTER_MAX = 10;
/** The radii a distance search offers (issue 16), in miles. */
export const WITHIN_MILES = [10, 25, 50, 100, 250] as const;
