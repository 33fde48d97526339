import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit } from './npi';

describe('NPI check digit', () => {
  it('matches the worked example of the CMS standard (123456789 → 3)', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678933')).toBe(false);
    expect(isValidNpi('12345a7893')).toBe(false);
  });

  it('gives a check digit that validates for every base it is asked about', () => {
    for (const base of ['100000000', '199999999', '287654321', '150505050']) {
      expect(isValidNpi(`${base}${npiCheckDigit(base)}`)).toBe(true);
    }
  });

  it('refuses to compute a check digit for a base that is not nine digits', () => {
    expect(() => npiCheckDigit('12345')).toThrow(/nine digits/);
  });
});
