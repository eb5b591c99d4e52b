/**
 * Where a webhook may go (ADR 0100): public addresses only, unless WEBHOOK_ALLOW_PRIVATE_NETWORKS is set (a
 * development machine's receiver on localhost). Judged on the addresses a name resolves to at delivery time, and
 * the connection is made to the address judged (no second lookup a rebinding DNS could answer differently).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { WEBHOOK_ENDPOINT_MESSAGES as M } from '@portal/contracts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (tests inject one; delivery uses the system's). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** A refusal before any packet is sent. */
export class RefusedAddress extends Error {}

const ipv4Number = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

/** IPv4 blocks that are not the public internet (RFC 6890's special-purpose registry). */
const PRIVATE_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
];

function isPrivateV4(ip: string): boolean {
  const n = ipv4Number(ip);
  return PRIVATE_V4.some(([base, bits]) => {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    return ((n & mask) >>> 0) === ((ipv4Number(base) & mask) >>> 0);
  });
}

/** An IPv6 address as eight 16-bit groups. */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase().split('%')[0]!;
  // An embedded IPv4 tail (::ffff:127.0.0.1) as two groups.
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const n = ipv4Number(v4[1]!);
    text = text.slice(0, -v4[1]!.length) + `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') as [string, string] : [text, undefined];
  const left = head ? head.split(':').filter(Boolean) : [];
  const right = tail ? tail.split(':').filter(Boolean) : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
}

function isPrivateV6(ip: string): boolean {
  const g = ipv6Groups(ip);
  if (g.length !== 8 || g.some((x) => Number.isNaN(x))) return true;
  const first = g[0]!;
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible/NAT64 (64:ff9b::/96): judged as the IPv4 address inside.
  const v4 = `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return isPrivateV4(v4);
  if (first === 0x64 && g[1] === 0xff9b) return isPrivateV4(v4);
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

/** Whether an address is loopback, private, link-local, shared, reserved or multicast (not the public internet). */
export function isPrivateAddress(ip: string): boolean {
  const family = net.isIP(ip);
  if (family === 4) return isPrivateV4(ip);
  if (family === 6) return isPrivateV6(ip);
  return true;
}

const bareHost = (hostname: string): string => hostname.replace(/^\[|\]$/g, '');

/**
 * The address to connect to for `hostname`: every address it resolves to must be public (one private answer
 * refuses it all, so a name cannot mix a public and an internal address), unless private networks are allowed.
 */
export async function checkedAddress(hostname: string, options: { allowPrivate: boolean; resolve: Resolver }): Promise<ResolvedAddress> {
  const host = bareHost(hostname);
  const literal = net.isIP(host);
  const addresses = literal ? [{ address: host, family: literal as 4 | 6 }] : await options.resolve(host).catch((err: unknown) => {
    throw new RefusedAddress(`The host name ${host} could not be resolved (${err instanceof Error ? err.message : String(err)})`);
  });
  if (!addresses.length) throw new RefusedAddress(`The host name ${host} has no address`);
  if (!options.allowPrivate) {
    const refused = addresses.find((a) => isPrivateAddress(a.address));
    if (refused) throw new RefusedAddress(`Refused: ${host} is a private, loopback or link-local address (${refused.address})`);
  }
  return addresses[0]!;
}

/**
 * Checks an endpoint URL when it is saved: https (http only to private addresses when they are allowed), no
 * credentials in it, and a literal address or `localhost` only when private networks are allowed. A host name is
 * judged again on every delivery (its DNS may change).
 */
export function urlProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return M.urlInvalid;
  }
  if (url.username || url.password) return M.urlInvalid;
  const host = bareHost(url.hostname);
  const local = host === 'localhost' || host.endsWith('.localhost') || (net.isIP(host) !== 0 && isPrivateAddress(host));
  if (url.protocol === 'https:') return local && !allowPrivate ? M.urlPrivate : null;
  if (url.protocol === 'http:' && allowPrivate && local) return null;
  return M.urlInvalid;
}
