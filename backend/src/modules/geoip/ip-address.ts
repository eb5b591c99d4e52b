import { isIPv4, isIPv6 } from 'node:net';

/** An address as a number: IPv4 in 32 bits, IPv6 in 128. */
export interface IpNumber { family: 4 | 6; value: bigint }

const v4Value = (ip: string): bigint => ip.split('.').reduce((n, part) => (n << 8n) + BigInt(Number(part)), 0n);

/** An IPv4 or IPv6 address (no prefix) as a number; null when it is not one. An IPv4-mapped IPv6 address is its IPv4. */
export function parseIp(text: string): IpNumber | null {
  const ip = text.trim();
  if (isIPv4(ip)) return { family: 4, value: v4Value(ip) };
  if (!isIPv6(ip)) return null;
  let address = ip.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail (::ffff:192.0.2.1) as its two 16-bit groups.
  const last = address.slice(address.lastIndexOf(':') + 1);
  if (last.includes('.')) {
    const n = v4Value(last);
    address = `${address.slice(0, address.length - last.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head, rest] = address.includes('::') ? (address.split('::') as [string, string]) : [address, null];
  const part = (s: string | null) => (s ? s.split(':').map((h) => BigInt(parseInt(h, 16))) : []);
  const before = part(head);
  const after = part(rest);
  const groups = rest === null ? before : [...before, ...Array<bigint>(8 - before.length - after.length).fill(0n), ...after];
  if (groups.length !== 8) return null;
  const value = groups.reduce((n, g) => (n << 16n) + g, 0n);
  // ::ffff:a.b.c.d is the IPv4 address a.b.c.d.
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

/** A CIDR block ("203.0.113.0/24", "2001:db8::/32") as its first and last address; null when it is not one. */
export function parseNetwork(text: string): { family: 4 | 6; start: bigint; end: bigint } | null {
  const [address, bits, extra] = text.trim().split('/');
  if (extra !== undefined || !address || bits === undefined || !/^\d{1,3}$/.test(bits)) return null;
  const ip = parseIp(address);
  if (!ip) return null;
  const width = ip.family === 4 ? 32n : 128n;
  const n = BigInt(bits);
  if (n > width) return null;
  const host = (1n << (width - n)) - 1n;
  return { family: ip.family, start: ip.value & ~host & ((1n << width) - 1n), end: (ip.value & ~host) | host };
}

/** A number back to its address text (what the table's inet columns take). */
export function formatIp(family: 4 | 6, value: bigint): string {
  if (family === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
  const groups: string[] = [];
  for (let s = 112n; s >= 0n; s -= 16n) groups.push(((value >> s) & 0xffffn).toString(16));
  return groups.join(':');
}
