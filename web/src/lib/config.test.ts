import { describe, expect, test } from 'vitest';
import { parseWebConfig } from './config';

describe('web config', () => {
  test('accepts the local shape with an http pool endpoint', () => {
    const raw = { region: 'us-east-1', userPoolId: 'local_abc', userPoolClientId: 'client', userPoolEndpoint: 'http://localhost:9229' };
    expect(parseWebConfig(raw)).toEqual(raw);
  });

  test('names every missing key at once', () => {
    expect(() => parseWebConfig({ region: 'us-east-1' })).toThrow(/userPoolId.*userPoolClientId/);
  });
});
