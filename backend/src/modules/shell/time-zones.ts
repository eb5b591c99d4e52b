/** IANA zones whose name has a slash (spec part 2 section 9), from the runtime's own list. */
let cached: string[] | null = null;

export function timeZones(): string[] {
  cached ??= Intl.supportedValuesOf('timeZone').filter((zone) => zone.includes('/'));
  return cached;
}

export function isTimeZone(zone: string): boolean {
  return timeZones().includes(zone);
}
