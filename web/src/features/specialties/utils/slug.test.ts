import { describe, expect, test } from 'vitest';
import { searchBySpecialty, specialtyFromSlug, specialtySlug } from './slug';

describe('specialty slugs', () => {
  test('lower-cased with spaces to hyphens', () => {
    expect(specialtySlug('Family Medicine')).toBe('family-medicine');
    expect(specialtySlug('  Internal   Medicine ')).toBe('internal-medicine');
    expect(specialtySlug('OBGYN')).toBe('obgyn');
  });

  test('back to title case, OBGYN as such', () => {
    expect(specialtyFromSlug('family-medicine')).toBe('Family Medicine');
    expect(specialtyFromSlug('CARDIOLOGY')).toBe('Cardiology');
    expect(specialtyFromSlug('obgyn')).toBe('OBGYN');
    expect(specialtyFromSlug('ob-gyn')).toBe('OBGYN');
  });

  test('the search link carries the name', () => {
    expect(searchBySpecialty('Family Medicine')).toBe('/search?specialtyExact=Family%20Medicine');
  });
});
