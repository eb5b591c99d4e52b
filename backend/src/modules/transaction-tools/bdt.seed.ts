import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The bank deposits of bank-transfer payments (BDT, ADR 0053), derived in SQL from the transactions: each
 * captured, refunded or successful bank-transfer payment was credited (Matched, its UTR and the external id as
 * the payer's reference); for one in eight the payer's money also came a second time under a reference that
 * matches nothing (Unmatched, or Returned to the payer when older than three days). md5 of the transaction id
 * decides every value, so a re-run writes the same rows.
 */
export async function seedBankDeposits(db: Db): Promise<void> {
  const payers = sql.raw(`(ARRAY['Ayşe Yılmaz', 'James Carter', 'Emma Schmidt', 'Lucas Martin', 'Olivia Brown', 'Mehmet Kaya', 'Sofia Rossi', 'Noah Jansen'])`);
  const banks = sql.raw(`(ARRAY['Barclays', 'HSBC UK', 'Monzo', 'Deutsche Bank', 'ING', 'Garanti BBVA', 'İş Bankası', 'BNP Paribas'])`);
  const source = sql`(SELECT t.*, md5(t.id::text) AS h, decode(md5(t.id::text), 'hex') AS d FROM transactions t
    WHERE t.payment_method = 'bank-transfer' AND t.parent_id IS NULL AND t.status IN ('Captured', 'Refunded', 'Successful') OFFSET 0) t`;
  const utr = (offset: number) => sql.raw(`lpad(((get_byte(d, ${offset}) * 16777216::bigint + get_byte(d, ${offset + 1}) * 65536 + get_byte(d, ${offset + 2}) * 256 + get_byte(d, ${offset + 3})) % 1000000000000)::text, 12, '0')`);
  const account = sql.raw(`(ARRAY['GB', 'DE', 'NL', 'TR', 'FR'])[get_byte(d, 1) % 5 + 1] || lpad((get_byte(d, 2) % 90 + 10)::text, 2, '0') || ' **** **** ' || lpad(((get_byte(d, 3) * 256 + get_byte(d, 4)) % 10000)::text, 4, '0')`);
  await db.execute(sql`
    INSERT INTO bank_deposits (id, tenant_id, merchant_id, transaction_id, utr, status, amount, currency, mode, payer_name, payer_bank, payer_account, narrative, credited_at)
    SELECT md5('bdt:' || id::text)::uuid, tenant_id, merchant_id, id, ${utr(4)}, 'Matched', amount, currency, mode,
      ${payers}[get_byte(d, 0) % 8 + 1], ${banks}[get_byte(d, 7) % 8 + 1], ${account}, external_id,
      created_at + make_interval(mins => 5 + get_byte(d, 11) % 90)
    FROM ${source}
    ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`
    INSERT INTO bank_deposits (id, tenant_id, merchant_id, transaction_id, utr, status, amount, currency, mode, payer_name, payer_bank, payer_account, narrative, credited_at)
    SELECT md5('bdt-unmatched:' || id::text)::uuid, tenant_id, merchant_id, NULL, ${utr(8)},
      CASE WHEN created_at < now() - interval '3 days' THEN 'Returned' ELSE 'Unmatched' END,
      amount, currency, mode, ${payers}[get_byte(d, 0) % 8 + 1], ${banks}[get_byte(d, 7) % 8 + 1], ${account},
      (ARRAY['INVOICE ', 'ORDER ', 'PAYMENT ', ''])[get_byte(d, 13) % 4 + 1] || upper(substr(h, 20, 8)),
      created_at + make_interval(hours => 1 + get_byte(d, 14) % 40)
    FROM ${source}
    WHERE get_byte(d, 12) % 8 = 0
    ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`ANALYZE bank_deposits`);
}
