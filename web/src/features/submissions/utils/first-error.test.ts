import { describe, expect, it } from 'vitest';
import { firstError } from './first-error';

describe('firstError', () => {
  it('reads the message on the field itself', () => {
    expect(firstError({ type: 'too_big', message: 'At most 30 entries' })).toBe('At most 30 entries');
  });
  it('reads the first item message of a list field', () => {
    expect(firstError([undefined, { message: 'At most 100 characters' }])).toBe('At most 100 characters');
  });
  it('is undefined without an error', () => {
    expect(firstError(undefined)).toBeUndefined();
    expect(firstError({ message: '' })).toBeUndefined();
  });
});
