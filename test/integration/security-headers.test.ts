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
    // connect-src names the local S3 as AWS's names the CV bucket: the CV upload PUTs there from the page.
    const local = securityHeaders([stack().env.S3_ENDPOINT ?? '']);
    expect(local['content-security-policy']).toContain(`connect-src 'self' ${stack().env.S3_ENDPOINT}`);
    const sent = Object.fromEntries(Object.keys(local).map((name) => [name, res.headers.get(name)]));
    expect(sent).toEqual(local);
  });
});
