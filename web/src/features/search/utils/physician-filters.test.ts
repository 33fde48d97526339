import { describe, expect, test } from 'vitest';
import { distanceErrors, hasDistance, npiError, practiceOfRange, rangeError, rangeOfPractice, validRange, yearError, zipError } from './physician-filters';

const now = new Date('2026-06-01T12:00:00Z');

describe('physician filter rules (mirroring the API)', () => {
  test('years in practice maps to a graduation range counted back from this year', () => {
    expect(rangeOfPractice('0-5', now)).toEqual({ graduationYearFrom: '2021', graduationYearTo: '2026' });
    expect(rangeOfPractice('5-10', now)).toEqual({ graduationYearFrom: '2016', graduationYearTo: '2021' });
    expect(rangeOfPractice('10-20', now)).toEqual({ graduationYearFrom: '2006', graduationYearTo: '2016' });
    expect(rangeOfPractice('20+', now)).toEqual({ graduationYearFrom: '', graduationYearTo: '2006' });
    expect(practiceOfRange({ graduationYearFrom: '2016', graduationYearTo: '2021' }, now)).toBe('5-10');
    expect(practiceOfRange({ graduationYearFrom: '2015', graduationYearTo: '2021' }, now)).toBe('');
  });

  test('an NPI is 10 digits with the CMS check digit', () => {
    expect(npiError('1234567893')).toBeUndefined();
    expect(npiError('1234567890')).toBe('This NPI has an invalid check digit');
    expect(npiError('12345')).toBe('An NPI is 10 digits');
    expect(npiError('')).toBeUndefined();
  });

  test('years stay within 1940..2100 and a reversed range sends neither bound', () => {
    expect(yearError('1939')).toMatch(/1940 to 2100/);
    expect(yearError('2100')).toBeUndefined();
    expect(rangeError({ graduationYearFrom: '2000', graduationYearTo: '1990' })).toBeDefined();
    expect(validRange({ graduationYearFrom: '2000', graduationYearTo: '1990' })).toEqual({});
    expect(validRange({ graduationYearFrom: '1990', graduationYearTo: '19' })).toEqual({ graduationYearFrom: 1990 });
  });

  test('a ZIP and a radius go together', () => {
    expect(zipError('1710')).toBe('Enter a 5-digit ZIP code');
    expect(hasDistance({ nearZip: '17101', withinMiles: '50' })).toBe(true);
    expect(hasDistance({ nearZip: '17101', withinMiles: '30' })).toBe(false);
    expect(distanceErrors({ nearZip: '17101', withinMiles: '' })).toEqual({ withinMiles: 'Choose a distance for this ZIP code' });
    expect(distanceErrors({ nearZip: '', withinMiles: '50' })).toEqual({ nearZip: 'Enter a ZIP code to search within this distance' });
  });
});
