import { describe, expect, it } from 'vitest';
import { clientKey } from './client-key';

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(clientKey('10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(clientKey('2001:db8:a:b::1')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:0db8:000a:000b:ffff:ffff:ffff:ffff')).toBe('2001:db8:a:b::/64');
    expect(clientKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});
