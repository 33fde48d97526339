import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-rate-limit';
import { clientAddressKeyOf, viewerIpOf } from './viewer-address';

const keyOfHeader = (value: string) => clientKeyOf({ headers: { 'cloudfront-viewer-address': value }, sourceIp: '130.176.0.1' });

describe('viewerIpOf: the address in CloudFront-Viewer-Address', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    [' 198.51.100.10:443 ', '198.51.100.10'],
    ['198.51.100.10', '198.51.100.10'],
    ['2001:db8:0:0:0:0:0:1:46532', '2001:db8:0:0:0:0:0:1'],
    ['2001:db8::1:46532', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['::ffff:192.0.2.1:443', '::ffff:192.0.2.1'],
    ['::1', '::1'],
  ])('%s -> %s', (header, ip) => {
    expect(viewerIpOf(header)).toBe(ip);
  });

  it.each(['', 'not-an-ip', '999.999.999.999:1', "' OR 1=1 --", '[zz::1]:80', 'x'.repeat(300)])('finds no address in %#', (header) => {
    expect(viewerIpOf(header)).toBeUndefined();
  });
});

describe('clientAddressKeyOf: one key per client', () => {
  it('keeps an IPv4 address', () => {
    expect(clientAddressKeyOf('203.0.113.7')).toBe('203.0.113.7');
  });
  it('keys IPv6 by the /64, written out in full or compressed', () => {
    expect(clientAddressKeyOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKeyOf('2001:0db8:abcd:0012:ffff:eeee:dddd:cccc')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKeyOf('2001:DB8:ABCD:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKeyOf('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKeyOf('::1')).toBe('0:0:0:0::/64');
  });
  it('keys an IPv4-mapped IPv6 address as the IPv4 address, dotted or hex', () => {
    expect(clientAddressKeyOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientAddressKeyOf('::ffff:c000:201')).toBe('192.0.2.1');
  });
});

describe('clientKeyOf', () => {
  it('counts every address of one IPv6 /64 as one client, and another /64 as another', () => {
    const a = keyOfHeader('2001:db8:1:2::1:50000');
    expect(keyOfHeader('[2001:db8:1:2:ffff:ffff:ffff:fffe]:443')).toBe(a);
    expect(keyOfHeader('2001:db8:1:3::1:50000')).not.toBe(a);
  });
  it('ignores the port and counts an IPv4-mapped viewer as its IPv4 address', () => {
    expect(keyOfHeader('192.0.2.1:1')).toBe(keyOfHeader('192.0.2.1:65000'));
    expect(keyOfHeader('::ffff:192.0.2.1:443')).toBe(keyOfHeader('192.0.2.1:443'));
  });
  it('keeps no address: a 32-hex hash', () => {
    const key = keyOfHeader('203.0.113.7:443');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(key).not.toContain('203');
  });
  it('falls back to the source address without a usable header, and to the raw value without any address', () => {
    expect(clientKeyOf({ headers: {}, sourceIp: '192.0.2.1' })).toBe(keyOfHeader('192.0.2.1:443'));
    expect(keyOfHeader('garbage')).toBe(keyOfHeader('130.176.0.1:443'));
    const raw = (sourceIp: string) => clientKeyOf({ headers: {}, sourceIp });
    expect(raw('unknown-a')).not.toBe(raw('unknown-b'));
  });
});
