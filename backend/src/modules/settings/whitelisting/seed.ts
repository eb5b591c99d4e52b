import type { Db } from '../../../db/client';
import { whitelistEntries } from '../../../db/schema';
import { stableId } from '../../../lib/ids';

/** A few whitelist entries of a demo merchant, as an import would have stored them (ADR 0066). */
export const SEED_WHITELIST: Array<[type: string, value: string, note: string]> = [
  ['CardBin', '424242', 'Test cards of the shop'],
  ['Email', 'vip@example.com', 'Regular customer'],
  ['Ip', '203.0.113.9', 'Office network'],
];

export async function seedWhitelistEntries(db: Db, tenantId: string, merchantId: string): Promise<void> {
  await db.insert(whitelistEntries).values(SEED_WHITELIST.map(([type, value, note]) => ({
    id: stableId(`whitelist:${merchantId}:${type}:${value}`), tenantId, merchantId, type, value, note, importedBy: 'Demo seed',
  }))).onConflictDoNothing();
}
