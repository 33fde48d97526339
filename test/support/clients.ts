import { randomInt } from 'node:crypto';

/**
 * A made-up viewer address, as CloudFront would send it: the public routes
 * rate-limit per client, and every test run comes from 127.0.0.1.
 */
export const viewerHeaders = (): Record<string, string> => ({
  'cloudfront-viewer-address': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}:${randomInt(1024, 65535)}`,
});
