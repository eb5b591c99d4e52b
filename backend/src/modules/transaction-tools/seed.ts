import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { APM_PAYMENT_METHODS } from '@portal/contracts';
import { seedBankDeposits } from './bdt.seed';
import { seedUtrCredits } from '../utr-resubmissions/seed';
import { seedTerminals } from './terminals.seed';

const methods = sql.raw(APM_PAYMENT_METHODS.map((m) => `'${m}'`).join(', '));

/**
 * The APM requests behind the APM transactions (ADR 0053), derived in SQL from the transaction rows: each
 * payment (no parent) by open banking, bank transfer or PayPal gets the request its provider completed or
 * failed, and one in six an earlier request the payer abandoned (Expired or Cancelled, no transaction). Every
 * value reads md5 of the transaction id, so a re-run writes the same rows and ON CONFLICT keeps it to one.
 */
export async function seedApmRequests(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO apm_requests (id, tenant_id, merchant_id, transaction_id, reference, payment_method, status, amount, currency, mode,
      provider_reference, payer_name, payer_account, bank_name, failure_reason, created_at, updated_at)
    SELECT md5('apm:' || t.id::text)::uuid, t.tenant_id, t.merchant_id, t.id, 'APR-' || upper(substr(h, 1, 10)), t.payment_method,
      r.status, t.amount, t.currency, t.mode,
      CASE WHEN r.status = 'Redirected' THEN NULL
           WHEN t.payment_method = 'paypal' THEN 'PAYID-' || upper(substr(h, 5, 16))
           WHEN t.payment_method = 'open-banking' THEN 'OB-' || substr(h, 3, 12)
           ELSE 'BT' || upper(substr(h, 7, 14)) END,
      p.name, a.account, b.bank,
      CASE WHEN r.status = 'Failed' THEN (ARRAY['Payer rejected the consent', 'Insufficient funds', 'The bank did not answer in time', 'Account closed'])[get_byte(d, 5) % 4 + 1] END,
      t.created_at - make_interval(secs => 10 + get_byte(d, 6) % 50), t.created_at
    FROM (SELECT t.*, md5(t.id::text) AS h, decode(md5(t.id::text), 'hex') AS d FROM transactions t
          WHERE t.payment_method IN (${methods}) AND t.parent_id IS NULL OFFSET 0) t
    CROSS JOIN LATERAL (SELECT CASE WHEN t.status IN ('Declined', 'Failed', 'Blocked') THEN 'Failed'
                                    WHEN t.status IN ('Pending', 'WaitingForApproval') THEN 'Redirected'
                                    ELSE 'Completed' END AS status) r
    CROSS JOIN LATERAL (SELECT (ARRAY['Ayşe Yılmaz', 'James Carter', 'Emma Schmidt', 'Lucas Martin', 'Olivia Brown', 'Mehmet Kaya', 'Sofia Rossi', 'Noah Jansen'])[get_byte(t.d, 0) % 8 + 1] AS name) p
    CROSS JOIN LATERAL (SELECT CASE WHEN t.payment_method = 'paypal'
        THEN left(coalesce(t.customer_email, 'payer@example.com'), 1) || '***@' || split_part(coalesce(t.customer_email, 'payer@example.com'), '@', 2)
        ELSE (ARRAY['GB', 'DE', 'NL', 'TR', 'FR'])[get_byte(t.d, 1) % 5 + 1] || lpad((get_byte(t.d, 2) % 90 + 10)::text, 2, '0')
             || ' **** **** ' || lpad(((get_byte(t.d, 3) * 256 + get_byte(t.d, 4)) % 10000)::text, 4, '0') END AS account) a
    CROSS JOIN LATERAL (SELECT CASE WHEN t.payment_method = 'paypal' THEN NULL
        ELSE (ARRAY['Barclays', 'HSBC UK', 'Monzo', 'Deutsche Bank', 'ING', 'Garanti BBVA', 'İş Bankası', 'BNP Paribas'])[get_byte(t.d, 7) % 8 + 1] END AS bank) b
    ON CONFLICT (id) DO NOTHING`);
  // Requests the payer abandoned before the one that became the transaction: no transaction, no provider answer when cancelled.
  await db.execute(sql`
    INSERT INTO apm_requests (id, tenant_id, merchant_id, transaction_id, reference, payment_method, status, amount, currency, mode,
      provider_reference, payer_name, payer_account, bank_name, failure_reason, created_at, updated_at)
    SELECT md5('apm-abandoned:' || t.id::text)::uuid, t.tenant_id, t.merchant_id, NULL, 'APR-' || upper(substr(h, 11, 10)), t.payment_method,
      s.status, t.amount, t.currency, t.mode,
      CASE WHEN s.status = 'Expired' AND t.payment_method = 'open-banking' THEN 'OB-' || substr(h, 15, 12) END,
      NULL, NULL, NULL,
      CASE WHEN s.status = 'Expired' THEN 'The payer did not finish at the provider within 15 minutes' ELSE 'The payer cancelled at the provider' END,
      t.created_at - make_interval(mins => 20 + get_byte(d, 9) % 20),
      t.created_at - make_interval(mins => 5 + get_byte(d, 9) % 5)
    FROM (SELECT t.*, md5(t.id::text) AS h, decode(md5(t.id::text), 'hex') AS d FROM transactions t
          WHERE t.payment_method IN (${methods}) AND t.parent_id IS NULL OFFSET 0) t
    CROSS JOIN LATERAL (SELECT CASE WHEN get_byte(t.d, 10) % 2 = 0 THEN 'Expired' ELSE 'Cancelled' END AS status) s
    WHERE get_byte(t.d, 8) % 6 = 0
    ON CONFLICT (id) DO NOTHING`);
  // Statistics at once: without them the planner guesses and the first APM list joins badly.
  await db.execute(sql`ANALYZE apm_requests`);
}

/** Every table of the tenant tools, derived from the transactions (ADR 0053). */
export async function seedTransactionTools(db: Db): Promise<void> {
  await seedApmRequests(db);
  await seedBankDeposits(db);
  await seedUtrCredits(db);
  await seedTerminals(db);
}
