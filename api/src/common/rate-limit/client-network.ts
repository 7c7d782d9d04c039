import { isIPv4, isIPv6 } from 'node:net';

/**
 * The unit a public write limit counts: an IPv4 address as it is, an IPv6 address by its /64.
 * One IPv6 subscriber line (or one rented server) is routinely given a whole /64, so counting single
 * IPv6 addresses lets one client rotate through 2^64 of them and never meet a limit (RFC 6177; the
 * usual practice of mail and abuse systems). IPv4-mapped IPv6 (::ffff:a.b.c.d, what a dual-stack
 * socket reports for an IPv4 client) counts as its IPv4 address. Anything else is returned unchanged.
 */
export function clientNetwork(address: string): string {
  const plain = address.replace(/%[\s\S]*$/, ''); // a zone index (fe80::1%eth0) is not part of the address
  if (!isIPv6(plain)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  return `${ipv6Groups(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, lower-case and without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) stands for the last two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
