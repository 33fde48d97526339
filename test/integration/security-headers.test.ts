import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../infra/security-headers';
import { stack } from '../support/stack';

/**
 * Issue 9 "Security checks": the local server sends the security headers
 * CloudFront adds in AWS, from the same definition (infra/security-headers.ts),
 * on the SPA, its routes, /config.json and the API, answers and errors alike.
 */
describe('security headers of the local server', () => {
  const expected = securityHeaders();

  it('is the policy of the design: CSP with frame-ancestors none, HSTS, nosniff, DENY, a strict referrer policy', () => {
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).toContain("script-src 'self'");
    expect(expected['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(expected['content-security-policy']).toContain("object-src 'none'");
    expect(expected['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(expected).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });

  it.each([
    ['GET', '/'],
    ['GET', '/search'],
    ['GET', '/config.json'],
    ['GET', '/api/me'],
    ['GET', '/api/physicians'],
    ['GET', '/api/no-such-route'],
    ['POST', '/api/lists'],
  ])('%s %s carries every header with the shared value', async (method, path) => {
    const res = await fetch(`${stack().url}${path}`, { method });
    await res.arrayBuffer();
    const sent = Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)]));
    // The one local difference: connect-src names the S3 emulator (the browser PUTs a CV there), as infra/site.ts names the buckets in AWS.
    const s3 = stack().env.S3_ENDPOINT as string;
    expect(s3).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sent).toEqual(securityHeaders([s3]));
  });
});
