import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DISPUTE_RESPONSE_DAYS } from '@portal/contracts';

/**
 * Cases for the chargebacks the transaction seed wrote (ADR 0050): each gets a reason code of its card's scheme
 * (picked by its id, so the same on every run) and the state its chargeback row says: Successful = Lost after the
 * respond-by date passed without an answer, Declined = Won, Pending = NeedsResponse. Chargebacks that already have
 * a case are left alone, so this runs on every start.
 */
export async function seedDisputes(db: Db): Promise<void> {
  await db.execute(sql`
    INSERT INTO disputes (id, tenant_id, merchant_id, chargeback_id, payment_id, scheme, reason_code, category, amount, currency, mode,
      status, opened_at, respond_by, decided_at, outcome_note)
    SELECT md5(cb.id::text || ':dispute')::uuid, cb.tenant_id, cb.merchant_id, cb.id, cb.parent_id, dc.scheme, dc.code, dc.category,
      cb.amount, cb.currency, cb.mode,
      CASE cb.status WHEN 'Successful' THEN 'Lost' WHEN 'Declined' THEN 'Won' ELSE 'NeedsResponse' END,
      cb.created_at, cb.created_at + ${DISPUTE_RESPONSE_DAYS} * interval '1 day',
      CASE WHEN cb.status IN ('Successful', 'Declined') THEN cb.created_at + ${DISPUTE_RESPONSE_DAYS} * interval '1 day' END,
      CASE cb.status WHEN 'Successful' THEN 'No response by the respond-by date' WHEN 'Declined' THEN 'The scheme found for the merchant' END
    FROM tenants tn
    CROSS JOIN (VALUES ('Test'), ('Live')) md(mode)
    -- Per tenant and mode through the (tenant, mode, type) index: never a scan of every transaction.
    CROSS JOIN LATERAL (
      SELECT * FROM transactions x WHERE x.tenant_id = tn.id AND x.mode = md.mode AND x.type = 'Chargeback' AND x.parent_id IS NOT NULL
    ) cb
    CROSS JOIN LATERAL (
      SELECT d.* FROM dispute_codes d
      WHERE d.scheme = coalesce((SELECT b.scheme FROM bin_data b WHERE b.bin = cb.card_first6 AND b.tenant_id IS NULL LIMIT 1), d.scheme)
      ORDER BY md5(cb.id::text || d.scheme || d.code) LIMIT 1
    ) dc
    WHERE NOT EXISTS (SELECT 1 FROM disputes x WHERE x.chargeback_id = cb.id)
    ON CONFLICT DO NOTHING`);
}
