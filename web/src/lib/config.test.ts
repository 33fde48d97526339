import { describe, expect, test } from 'vitest';
import { parseWebConfig } from './config';

describe('web config', () => {
  test('accepts the local shape with an http pool endpoint', () => {
    const raw = { region: 'us-east-1', userPoolId: 'local_abc', userPoolClientId: 'client', userPoolEndpoint: 'http://localhost:9229' };
    expect(parseWebConfig(raw)).toEqual(raw);
  });

  test('carries the support address the functions mail to, and refuses one that is no address', () => {
    const raw = { region: 'us-east-1', userPoolId: 'p', userPoolClientId: 'c', supportEmail: 'help@example.org' };
    expect(parseWebConfig(raw).supportEmail).toBe('help@example.org');
    expect(() => parseWebConfig({ ...raw, supportEmail: 'not an address' })).toThrow(/supportEmail/);
  });

  test('names every missing key at once', () => {
    expect(() => parseWebConfig({ region: 'us-east-1' })).toThrow(/userPoolId.*userPoolClientId/);
  });
});
