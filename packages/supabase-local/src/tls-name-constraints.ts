// The LAN authority's name constraints (RFC 5280 4.2.1.10): the names and addresses it may sign for, so that a
// copy of its key cannot make a certificate for any other site that a phone trusting the authority would take.
// Encoded here because @peculiar/x509 has no class for this extension; it is four nested DER values (a sequence
// of permitted subtrees, each a sequence around one dNSName or iPAddress), so a few lines do it.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { isIP } from 'node:net';

/** The extension's object identifier (id-ce-nameConstraints). */
export const NAME_CONSTRAINTS_OID = '2.5.29.30';

/** One DER value: tag, definite length, contents. */
function der(tag: number, content: Uint8Array): Uint8Array {
  const n = content.length;
  const length =
    n < 0x80
      ? [n]
      : n < 0x100
        ? [0x81, n]
        : n < 0x10000
          ? [0x82, n >> 8, n & 0xff]
          : [0x83, n >> 16, (n >> 8) & 0xff, n & 0xff];
  const out = new Uint8Array(1 + length.length + n);
  out.set([tag, ...length]);
  out.set(content, 1 + length.length);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** An IPv4 or IPv6 address as its 4 or 16 bytes (IPv6 with `::` and an IPv4 tail allowed). */
export function addressBytes(address: string): Uint8Array {
  if (isIP(address) === 4) return Uint8Array.from(address.split('.').map(Number));
  if (isIP(address) !== 6) throw new Error(`not an IP address: ${address}`);
  let text = address.replace(/%.*$/, '');
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (s: string | undefined) => (s ? s.split(':') : []);
  const left = groups(head);
  const right = groups(tail);
  const all =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const out = new Uint8Array(16);
  all.forEach((g, i) => {
    const v = parseInt(g, 16);
    out[2 * i] = v >> 8;
    out[2 * i + 1] = v & 0xff;
  });
  return out;
}

/**
 * The name constraints permitting exactly `names`: each host name with the names below it (`laptop.local`
 * also permits `x.laptop.local`), each address alone (a full mask). Sorted, so the same names always give the
 * same bytes and a kept authority can be compared with the names it should permit.
 */
export function nameConstraintsValue(names: string[]): Uint8Array {
  const sorted = [...new Set(names.map((n) => n.toLowerCase()))].sort();
  const subtrees = sorted.map((name) => {
    const base = isIP(name)
      ? der(0x87, concat([addressBytes(name), new Uint8Array(isIP(name) === 4 ? 4 : 16).fill(0xff)]))
      : der(0x82, new TextEncoder().encode(name));
    return der(0x30, base);
  });
  return der(0x30, der(0xa0, concat(subtrees)));
}

/** The critical extension (RFC 5280: conforming authorities mark it critical). */
export function nameConstraintsExtension(names: string[]): x509.Extension {
  // A copy typed as backed by a plain ArrayBuffer, as BufferSource asks.
  return new x509.Extension(NAME_CONSTRAINTS_OID, true, new Uint8Array(nameConstraintsValue(names)));
}
