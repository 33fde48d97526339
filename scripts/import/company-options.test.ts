import { describe, expect, it } from 'vitest';
import { mapCompanyIndustry, mapCompanyRevenue, mapCompanySize } from './company-options';

describe('company fields onto the spec option lists', () => {
  it.each([
    ['1 to 19', '1 to 19'], ['1-10', '1 to 19'], ['20 - 99 employees', '20 to 99'], ['201-500', '100 to 499'], ['501-1000', '500 to 999'],
    ['1,001-5,000', '1000 to 4999'], ['5001-10000', '5000+'], ['10,001+', '5000+'], ['250', '100 to 499'],
    ['11-50', '11-50'], ['51-200', '51-200'], ['lots', 'lots'], ['', ''],
  ])('size %j → %j', (given, expected) => {
    expect(mapCompanySize(given)).toBe(expected);
  });

  it.each([
    ['<$1M', '<$1M'], ['Less than $1 million', '<$1M'], ['$500K', '<$1M'], ['$1M-$10M', '$1M to <$10M'], ['$1 - 10 Million', '$1M to <$10M'],
    ['$1,000,000 - $9,999,999', '$1M to <$10M'], ['$10M - $50M', '$10M to <$50M'], ['$50 to 100 million', '$50M to <$100M'],
    ['$100M to $1B', '$100M to <$1B'], ['Over $1 billion', '$1B+'], ['$1.5B', '$1B+'], ['$5M-$20M', '$5M-$20M'], ['unknown', 'unknown'],
  ])('revenue %j → %j', (given, expected) => {
    expect(mapCompanyRevenue(given)).toBe(expected);
  });

  it.each([
    ['Hospitals and Health Care', 'Hospital & Health Care'], ['hospital & health care', 'Hospital & Health Care'], ['Medical Practices', 'Medical Practice'],
    ['pharmaceutical', 'Pharmaceuticals'], ['Software', 'Software'],
  ])('industry %j → %j', (given, expected) => {
    expect(mapCompanyIndustry(given)).toBe(expected);
  });
});
