/**
 * The security headers of every response, in ONE place: CloudFront's response
 * headers policy (infra/site.ts) and the local server (scripts/local) both
 * read them, so the app is tested locally under the policy it gets in AWS.
 * Plain data on purpose: the local server imports this without aws-cdk-lib.
 */

/** Two years, with subdomains (the HSTS preload list asks for at least one). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The one inline script, web/index.html's theme-before-first-paint (a file would
 * block rendering for a round trip); allowed by its hash, never 'unsafe-inline'.
 * infra/security-headers.test.ts fails when the script changes without this.
 */
export const THEME_SCRIPT_HASH = "'sha256-djtiPIkxffOxGpnixdfqLJ+RH6eGibtxGkduYZ5zjXM='";

/**
 * The CSP; `connectSources` are the origins the browser calls besides its own
 * (in AWS, Cognito's endpoint; locally none: Cognito is proxied under /cognito).
 */
export const contentSecurityPolicy = (connectSources: readonly string[] = []): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${THEME_SCRIPT_HASH}`,
    // Toasts and component libraries set inline styles at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/**
 * The headers as sent, lower-case names. HSTS is sent locally too: browsers
 * ignore it over plain http (RFC 6797 §8.1), so it cannot pin 127.0.0.1 to
 * https, and the header set stays the same as in AWS.
 */
export const securityHeaders = (connectSources: readonly string[] = []): Record<string, string> => ({
  'content-security-policy': contentSecurityPolicy(connectSources),
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': REFERRER_POLICY,
});
