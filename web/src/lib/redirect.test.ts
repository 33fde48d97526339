import { describe, expect, test, vi } from 'vitest';
import { stubLocationAssign } from '../testing/location-mock';
import { followRedirect } from './redirect';

describe('followRedirect', () => {
  test('a path stays in the app', () => {
    const navigate = vi.fn();
    const assign = stubLocationAssign();
    expect(followRedirect('/success?session_id=cs_1', navigate)).toBe('internal');
    expect(navigate).toHaveBeenCalledWith('/success?session_id=cs_1');
    expect(assign).not.toHaveBeenCalled();
  });

  test('an absolute web address is a full-page redirect', () => {
    const navigate = vi.fn();
    const assign = stubLocationAssign();
    expect(followRedirect('https://checkout.stripe.com/c/pay/cs_1', navigate)).toBe('external');
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
    expect(navigate).not.toHaveBeenCalled();
  });

  test('anything else is refused', () => {
    const navigate = vi.fn();
    const assign = stubLocationAssign();
    for (const url of ['javascript:alert(1)', '//evil.example/x', 'not a url']) {
      expect(() => followRedirect(url, navigate)).toThrow();
    }
    expect(assign).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
