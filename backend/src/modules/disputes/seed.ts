import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DISPUTE_RESPONSE_DAYS } from '@portal/contracts';

/** What a seeded case under review was answered with (the merchant's side wrote it; no files). */
export const SEEDED_EVIDENCE_TEXT = 'The order was delivered to the billing address: the carrier\'s tracking shows it signed for, and the customer logged in to download the receipt afterwards.';

/**
 * Cases for the chargebacks the transaction seed wrote (ADR 0050 "Seeded cases"): each gets a reason code of its
 * card's scheme (picked by its id, so the same on every run) and the state its chargeback row says:
 * - Pending, still within the respond-by days: NeedsResponse, the queue's work;
 * - Pending and older: UnderReview, answered two days after opening with a written explanation;
 * - Declined: Won; Successful: Lost after the respond-by date passed without an answer.
 * An open case holds its amount in the dispute reserve (the journal the dispute action books), so the merchant's
 * balance and a decision's release tell the same story as for a case opened in the portal. Chargebacks that already
 * have a case are left alone, so this runs on every start.
 */
export async function seedDisputes(db: Db, now = new Date()): Promise<void> {
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    WITH opened AS (
      INSERT INTO disputes (id, tenant_id, merchant_id, chargeback_id, payment_id, scheme, reason_code, category, amount, currency, mode,
        status, opened_at, respond_by, evidence_text, evidence_submitted_at, decided_at, outcome_note)
      SELECT md5(cb.id::text || ':dispute')::uuid, cb.tenant_id, cb.merchant_id, cb.id, cb.parent_id, dc.scheme, dc.code, dc.category,
        cb.amount, cb.currency, cb.mode, s.status, cb.created_at, cb.created_at + ${DISPUTE_RESPONSE_DAYS} * interval '1 day',
        CASE WHEN s.status = 'UnderReview' THEN ${SEEDED_EVIDENCE_TEXT} END,
        CASE WHEN s.status = 'UnderReview' THEN cb.created_at + interval '2 days' END,
        CASE WHEN s.status IN ('Won', 'Lost') THEN cb.created_at + ${DISPUTE_RESPONSE_DAYS} * interval '1 day' END,
        CASE s.status WHEN 'Lost' THEN 'No response by the respond-by date' WHEN 'Won' THEN 'The scheme found for the merchant' END
      FROM tenants tn
      CROSS JOIN (VALUES ('Test'), ('Live')) md(mode)
      -- Per tenant and mode through the (tenant, mode, type) index: never a scan of every transaction.
      CROSS JOIN LATERAL (
        SELECT * FROM transactions x WHERE x.tenant_id = tn.id AND x.mode = md.mode AND x.type = 'Chargeback' AND x.parent_id IS NOT NULL
      ) cb
      CROSS JOIN LATERAL (
        SELECT CASE cb.status WHEN 'Successful' THEN 'Lost' WHEN 'Declined' THEN 'Won'
          ELSE CASE WHEN cb.created_at + ${DISPUTE_RESPONSE_DAYS} * interval '1 day' > ${nowAt} THEN 'NeedsResponse' ELSE 'UnderReview' END
        END AS status
      ) s
      CROSS JOIN LATERAL (
        SELECT d.* FROM dispute_codes d
        WHERE d.scheme = coalesce((SELECT b.scheme FROM bin_data b WHERE b.bin = cb.card_first6 AND b.tenant_id IS NULL LIMIT 1), d.scheme)
        ORDER BY md5(cb.id::text || d.scheme || d.code) LIMIT 1
      ) dc
      WHERE NOT EXISTS (SELECT 1 FROM disputes x WHERE x.chargeback_id = cb.id)
      ON CONFLICT DO NOTHING
      RETURNING chargeback_id, tenant_id, merchant_id, amount, currency, status, opened_at
    )
    INSERT INTO accounting_entries (id, transaction_id, transaction_created_at, tenant_id, merchant_id, journal, line, account, debit, credit, currency, created_at)
    SELECT md5(o.chargeback_id::text || ':dispute_hold:' || h.line)::uuid, o.chargeback_id, o.opened_at, o.tenant_id, o.merchant_id,
      'dispute_hold', h.line, h.account, h.debit, h.credit, o.currency, o.opened_at
    FROM opened o
    CROSS JOIN LATERAL (VALUES (1, 'merchant_payable', o.amount, 0), (2, 'dispute_reserve', 0, o.amount)) h(line, account, debit, credit)
    WHERE o.status IN ('NeedsResponse', 'UnderReview')
    ON CONFLICT DO NOTHING`);
}
