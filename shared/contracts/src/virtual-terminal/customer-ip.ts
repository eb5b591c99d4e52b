import { VIRTUAL_TERMINAL_MESSAGES } from './model';

/**
 * The customer's IP address on the virtual terminal (ADR 0106, session 28): optional, an IPv4 address in dotted
 * decimal or an IPv6 address (with `::` at most once, or an IPv4 tail). The browser checks it with this rule; the
 * server checks it again with Node's own (`net.isIP`) and answers the same sentence.
 */
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const HEXTET = /^[0-9a-f]{1,4}$/i;

export const CUSTOMER_IP_MAX_LENGTH = 45;

function isIpv6(text: string): boolean {
  if (!text.includes(':') || text.length > CUSTOMER_IP_MAX_LENGTH) return false;
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const groups = [...groupsOf(halves[0]!), ...(halves.length === 2 ? groupsOf(halves[1]!) : [])];
  let width = groups.length;
  const last = groups[groups.length - 1];
  // An IPv4 tail (::ffff:192.0.2.1) is two groups wide and only ever the address's end.
  if (last !== undefined && IPV4.test(last) && text.endsWith(last)) {
    groups.pop();
    width += 1;
  }
  if (!groups.every((group) => HEXTET.test(group))) return false;
  return halves.length === 2 ? width <= 7 : width === 8;
}

/** Whether `text` is an IPv4 or IPv6 address. */
export function isIpAddress(text: string): boolean {
  return IPV4.test(text) || isIpv6(text);
}

/** The refusal for a customer IP the user typed (blank is fine: the field is optional), or null. */
export function customerIpProblem(text: string): string | null {
  const ip = text.trim();
  if (!ip) return null;
  return isIpAddress(ip) ? null : VIRTUAL_TERMINAL_MESSAGES.customerIp;
}
