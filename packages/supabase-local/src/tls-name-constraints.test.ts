// The name constraints' encoding: addresses as their bytes (IPv6 shorthand included) and DER lengths past one
// byte. That a verifier honours them is tested over TLS in test/tls.test.ts.
import { describe, expect, it } from 'vitest';
import { addressBytes, nameConstraintsValue } from './tls-name-constraints';

describe('the LAN authority name constraints', () => {
  it('writes IPv4 and IPv6 addresses as their bytes', () => {
    expect([...addressBytes('192.168.1.20')]).toEqual([192, 168, 1, 20]);
    expect([...addressBytes('::1')]).toEqual([...Array(15).fill(0), 1]);
    expect([...addressBytes('fd00::1:2')]).toEqual([0xfd, 0, ...Array(10).fill(0), 0, 1, 0, 2]);
    expect([...addressBytes('::ffff:10.0.0.5')]).toEqual([...Array(10).fill(0), 0xff, 0xff, 10, 0, 0, 5]);
    expect(() => addressBytes('laptop.local')).toThrow(/not an IP address/);
  });

  it('gives the same bytes for the same names in any order, with long lengths where needed', () => {
    const names = Array.from({ length: 40 }, (_, i) => `host-${i}.local`);
    const value = nameConstraintsValue(names);
    expect(Buffer.from(nameConstraintsValue([...names].reverse())).equals(Buffer.from(value))).toBe(true);
    // A sequence longer than 255 bytes: tag, 0x82, two length bytes, then exactly that many bytes.
    expect(value[0]).toBe(0x30);
    expect(value[1]).toBe(0x82);
    expect((value[2]! << 8) + value[3]!).toBe(value.length - 4);
  });
});
