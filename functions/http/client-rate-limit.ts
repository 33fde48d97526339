import { createHash } from 'node:crypto';
import type { Deps } from '../core/deps';
import { rateLimited, secondsLeftInWindow } from '../core/errors';
import type { EndpointInput } from './endpoint';
import { clientAddressKeyOf, viewerIpOf } from './viewer-address';

const HOUR = 3600;

/**
 * Who a public caller is, for rate limits. Behind CloudFront, API Gateway's
 * sourceIp is an edge server, so the viewer's address comes from the
 * CloudFront-Viewer-Address header ("ip:port") that the distribution adds.
 * It is trustworthy because the wrapper refused every request that did not
 * come through CloudFront (origin-verify.ts), and CloudFront sets it from the
 * connection, whatever the viewer sent. IPv6 clients count by their /64.
 * Only a hash is kept: the limiter's table rows hold no IP addresses.
 */
export const clientKeyOf = (input: Pick<EndpointInput, 'headers' | 'sourceIp'>): string => {
  const viewer = input.headers['cloudfront-viewer-address']?.trim();
  const ip = (viewer ? viewerIpOf(viewer) : undefined) ?? viewerIpOf(input.sourceIp);
  // No address in it (not from CloudFront, nor API Gateway): the raw value still tells clients apart.
  const key = ip ? clientAddressKeyOf(ip) : `raw:${viewer || input.sourceIp}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
};

/** Counts one hit of `scope` for `key` this hour; 429 with a plain message once `perHour` are used, until the hour's window ends. */
export const limitPerHour = async (d: Deps, scope: string, key: string, perHour: number, message: string): Promise<void> => {
  const now = d.now();
  if (!(await d.rateLimiter.consume(`${scope}#${key}`, perHour, HOUR, now))) throw rateLimited(message, secondsLeftInWindow(now, HOUR));
};
