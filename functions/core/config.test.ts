import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

const valid = {
  STAGE: 'dev',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: 't',
  USER_POOL_ID: 'us-east-1_abc',
  USER_POOL_CLIENT_ID: 'c',
  SEARCH_ENGINE: 'local',
  EXPORTS_BUCKET: 'b',
  MAIL_FROM: 'no-reply@example.com',
  SUPPORT_EMAIL: 'support@example.com',
  SITE_URL: 'https://example.com',
};

describe('parseConfig', () => {
  it('accepts a complete environment', () => {
    expect(parseConfig(valid).TABLE_NAME).toBe('t');
  });
  it('names every missing key at once', () => {
    const { TABLE_NAME: _t, MAIL_FROM: _m, ...rest } = valid;
    expect(() => parseConfig(rest)).toThrow(/TABLE_NAME.*MAIL_FROM|MAIL_FROM.*TABLE_NAME/);
  });
  it('needs an OpenSearch endpoint when OpenSearch is the engine', () => {
    expect(() => parseConfig({ ...valid, SEARCH_ENGINE: 'opensearch' })).toThrow(/OPENSEARCH_ENDPOINT/);
  });
});
