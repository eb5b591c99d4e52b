import { ANTIFRAUD_MESSAGES, type BlacklistType } from '@portal/contracts';

/**
 * Blacklist values (ADR 0106): each type's normal form (what is stored and compared) and the in-memory index the
 * evaluator asks "is this payment's value on the list". IPs match exactly or by an IPv4 CIDR block.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/;

/** The stored form of a value, or null when it is not a valid value of its type. */
export function normaliseListValue(type: BlacklistType, raw: string): string | null {
  const v = raw.trim();
  switch (type) {
    case 'CardFingerprint': {
      // The masked card the portal keeps (first 6 and last 4 digits): 411111******1111, spaces or dashes allowed.
      const m = /^(\d{6})[\s*-]*\**[\s-]*(\d{4})$/.exec(v.replace(/\s+/g, ''));
      return m ? `${m[1]}******${m[2]}` : null;
    }
    case 'Bin': return /^\d{6,8}$/.test(v) ? v : null;
    case 'Email': return EMAIL.test(v) ? v.toLowerCase() : null;
    case 'EmailDomain': { const d = v.toLowerCase().replace(/^@/, ''); return DOMAIN.test(d) ? d : null; }
    case 'Country': return /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : null;
    case 'Ip': {
      const [address, bits, extra] = v.split('/');
      if (extra !== undefined || !address) return null;
      if (IPV4.test(address)) {
        if (bits === undefined) return address;
        const n = Number(bits);
        return /^\d{1,2}$/.test(bits) && n >= 0 && n <= 32 ? `${address}/${n}` : null;
      }
      return bits === undefined && IPV6.test(address) && address.includes(':') ? address.toLowerCase() : null;
    }
  }
}

export const listValueProblem = (type: BlacklistType, value: string): string | null =>
  normaliseListValue(type, value) === null ? ANTIFRAUD_MESSAGES.valueInvalid.replace('{{type}}', type).replace('{{value}}', value.trim().slice(0, 60)) : null;

const ipv4Number = (ip: string): number => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);

interface Cidr { base: number; mask: number }

/** One owner's entries (a tenant's and a merchant's together) ready to be asked. */
export interface ListIndex {
  has(type: BlacklistType, value: string | null): boolean;
  readonly size: number;
}

export function listIndex(entries: ReadonlyArray<{ listType: string; value: string }>): ListIndex {
  const exact = new Map<string, Set<string>>();
  const cidrs: Cidr[] = [];
  for (const e of entries) {
    if (e.listType === 'Ip' && e.value.includes('/')) {
      const [address, bits] = e.value.split('/');
      const n = Number(bits);
      const mask = n === 0 ? 0 : (0xffffffff << (32 - n)) >>> 0;
      cidrs.push({ base: (ipv4Number(address!) & mask) >>> 0, mask });
      continue;
    }
    let set = exact.get(e.listType);
    if (!set) exact.set(e.listType, (set = new Set()));
    set.add(e.value);
  }
  return {
    size: entries.length,
    has(type, value) {
      if (value === null || value === '') return false;
      const normal = normaliseListValue(type, value);
      if (normal === null) return false;
      if (exact.get(type)?.has(normal)) return true;
      if (type === 'Ip' && cidrs.length > 0 && IPV4.test(normal)) {
        const n = ipv4Number(normal);
        return cidrs.some((c) => ((n & c.mask) >>> 0) === c.base);
      }
      return false;
    },
  };
}
