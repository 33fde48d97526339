import { isIPv4, isIPv6 } from 'node:net';

/** An IPv6 address as its eight 16-bit groups; `address` must pass isIPv6. */
const groupsOf = (address: string): number[] => {
  let s = address.toLowerCase();
  // A dotted IPv4 tail (::ffff:192.0.2.1) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(s);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = s.split('::');
  const left = head ? head.split(':') : [];
  const right = rest ? rest.split(':') : [];
  const groups = rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => parseInt(g, 16));
};

/**
 * The address part of CloudFront-Viewer-Address. CloudFront always appends
 * the source port after a last colon, for IPv6 too and without brackets
 * ("198.51.100.10:46532", "2001:db8::1:46532"); the bracketed socket form and
 * a bare address are accepted as well. Undefined when no address is found.
 */
export const viewerIpOf = (header: string): string | undefined => {
  const value = header.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value)?.[1];
  if (bracketed !== undefined) return isIPv6(bracketed) ? bracketed : undefined;
  const withoutPort = value.replace(/:\d{1,5}$/, '');
  if (withoutPort !== value && (isIPv4(withoutPort) || isIPv6(withoutPort))) return withoutPort;
  return isIPv4(value) || isIPv6(value) ? value : undefined;
};

/**
 * Who one client is, for a rate limit: an IPv4 address as is, an IPv6
 * address by its /64, the smallest prefix a provider hands a subscriber
 * (one host has 2^64 addresses to rotate through), and an IPv4-mapped IPv6
 * address as the IPv4 address it is.
 */
export const clientAddressKeyOf = (ip: string): string => {
  if (isIPv4(ip)) return ip;
  const groups = groupsOf(ip);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
};
