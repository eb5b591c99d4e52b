import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The demo's UTR cases (ADR 0055): for every other pending bank-transfer payment, the payer's money did reach the
 * merchant's account, but under a reference that names no payment (the payer left it out), so it waits Unmatched
 * until someone submits its UTR. md5 of the transaction id decides every value: a re-run writes the same rows.
 */
export async function seedUtrCredits(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO bank_deposits (id, tenant_id, merchant_id, transaction_id, utr, status, amount, currency, mode, payer_name, payer_bank, payer_account, narrative, credited_at)
    SELECT md5('utr-credit:' || t.id::text)::uuid, t.tenant_id, t.merchant_id, NULL,
      lpad((('x' || substr(md5('utr:' || t.id::text), 1, 12))::bit(48)::bigint % 1000000000000)::text, 12, '0'),
      'Unmatched', t.amount, t.currency, t.mode,
      (ARRAY['Ayşe Yılmaz', 'James Carter', 'Emma Schmidt', 'Lucas Martin'])[get_byte(decode(md5(t.id::text), 'hex'), 0) % 4 + 1],
      (ARRAY['Barclays', 'HSBC UK', 'Garanti BBVA', 'ING'])[get_byte(decode(md5(t.id::text), 'hex'), 1) % 4 + 1],
      'GB' || lpad((get_byte(decode(md5(t.id::text), 'hex'), 2) % 90 + 10)::text, 2, '0') || ' **** **** ' || lpad((get_byte(decode(md5(t.id::text), 'hex'), 3) * 37 % 10000)::text, 4, '0'),
      'TRANSFER', t.created_at + interval '20 minutes'
    FROM transactions t
    WHERE t.payment_method = 'bank-transfer' AND t.type = 'Sale' AND t.status = 'Pending' AND t.parent_id IS NULL
      AND get_byte(decode(md5(t.id::text), 'hex'), 5) % 2 = 0
    ON CONFLICT (id) DO NOTHING`);
}
