import type { Db } from '../../db/client';
import { currentGeoSource, importGeoCsv } from './geoip-store';

/**
 * The demo's geo-IP set (ADR 0114): documentation ranges only (RFC 5737, RFC 3849), never a real allocation, mapped
 * to demo countries so the seed's payments (from 203.0.113.1-250) get IP countries and a rule on IP country has
 * something to match. A real set replaces it by the import.
 */
export const DEMO_GEOIP_CSV = [
  'network,country',
  '203.0.113.0/26,GB',
  '203.0.113.64/26,TR',
  '203.0.113.128/26,DE',
  '203.0.113.192/26,US',
  '198.51.100.0/24,NL',
  '192.0.2.0/24,FR',
  '2001:db8::/33,TR',
  '2001:db8:8000::/33,GB',
].join('\n');

export const DEMO_GEOIP_SOURCE = 'Demo set (documentation ranges)';

/** Loads the demo set unless a set is loaded (a re-seed keeps an imported one). */
export async function seedGeoIp(db: Db, now: Date = new Date()): Promise<void> {
  if (await currentGeoSource(db)) return;
  const result = await importGeoCsv(db, { csv: DEMO_GEOIP_CSV, source: DEMO_GEOIP_SOURCE, loadedBy: null, now });
  if (!result.ok) throw new Error(`The demo geo-IP set is wrong: ${result.errors.join('; ')}`);
}
