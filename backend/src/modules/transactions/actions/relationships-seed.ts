import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/**
 * A small deterministic set of allocations for the demo merchants (ADR 0046): their hand-made bank-transfer payments
 * (TX-...) and their newest bank payouts per mode, each allocated to one of three account references of the merchant
 * an hour after it was made; one in seven already deallocated a day later. Every id and choice reads md5 of the
 * transaction id; re-running adds nothing. Index reads of a bounded set, whatever the table's size.
 */
export async function seedRelationships(db: Db, merchantIds: string[], payoutsPerMode = 5): Promise<void> {
  for (const merchantId of merchantIds) {
    await db.execute(sql`
      INSERT INTO transaction_relationships (id, tenant_id, merchant_id, transaction_id, website_id, account_reference, request_type,
        amount, currency, allocated_at, deallocated_at)
      SELECT md5(s.id::text || ':relationship')::uuid, s.tenant_id, s.merchant_id, s.id, s.website_id,
        'ACC-' || upper(substr(md5(s.merchant_id::text || ':account:' || (s.r % 3)), 1, 8)),
        CASE WHEN s.type = 'Payout' THEN 'Payout' ELSE 'Payment' END, s.amount, s.currency,
        s.created_at + interval '1 hour', CASE WHEN s.r % 7 = 0 THEN s.created_at + interval '1 day' END
      FROM (
        SELECT u.*, ('x' || substr(md5(u.id::text || ':relationship'), 1, 7))::bit(28)::int AS r FROM (
          (SELECT t.* FROM transactions t JOIN merchants m ON m.id = t.merchant_id AND m.tenant_id = t.tenant_id
            WHERE m.id = ${merchantId} AND t.external_id >= 'TX-' AND t.external_id < 'TX.' AND t.payment_method = 'bank-transfer')
          UNION ALL
          (SELECT * FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Live' AND type = 'Payout' ORDER BY created_at DESC, id DESC LIMIT ${payoutsPerMode})
          UNION ALL
          (SELECT * FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Test' AND type = 'Payout' ORDER BY created_at DESC, id DESC LIMIT ${payoutsPerMode})
        ) u OFFSET 0
      ) s
      WHERE s.parent_id IS NULL AND s.status NOT IN ('Declined', 'Failed', 'Blocked')
      ON CONFLICT DO NOTHING`);
  }
}
