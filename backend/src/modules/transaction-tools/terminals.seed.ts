import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SEED_MERCHANTS } from '../../db/seed-data';
import { seedIds } from '../../db/seed';

/** Days of terminal history the demo keeps; payments per terminal and day (about). */
const TERMINAL_DAYS = 30;
const PER_DAY = 12;
/** The number of a terminal's last seeded payment (they are numbered from 0). */
const LAST_PAYMENT = TERMINAL_DAYS * PER_DAY - 1;

/**
 * Card terminals and their payments (ADR 0053), in SQL: three terminals per seeded processing merchant, and about
 * PER_DAY payments per terminal and day over the last TERMINAL_DAYS days (Live; a few Test ones on the first
 * terminal). One in twelve declined, one in twenty a refund, one in five paid in the card's own currency (DCC: EUR
 * terminals convert to GBP, USD or TRY, GBP terminals to EUR or USD, at a seeded rate with a 350 bps markup).
 * md5 of the terminal and the payment's number decides every value; ids are md5 too, so re-runs add nothing.
 */
export async function seedTerminals(db: Db, now = new Date()): Promise<void> {
  const processing = SEED_MERCHANTS.filter((m) => m.processingStatus === 'Processing').map((m) => seedIds.merchant(m.key));
  if (!processing.length) return;
  const ids = sql.join(processing.map((id) => sql`${id}::uuid`), sql`, `);
  await db.execute(sql`
    INSERT INTO terminals (id, tenant_id, merchant_id, terminal_id, serial_number, model, location, currency, status)
    SELECT md5('terminal:' || m.id::text || ':' || n)::uuid, m.tenant_id, m.id,
      upper(substr(md5('tid:' || m.id::text || n), 1, 8)), 'SN' || upper(substr(md5('sn:' || m.id::text || n), 1, 10)),
      (ARRAY['Verifone V400m', 'Ingenico Move/5000', 'PAX A920'])[n],
      (ARRAY['London, Shoreditch', 'London, Soho', 'Manchester', 'Istanbul, Kadıköy', 'Amsterdam', 'Berlin, Mitte'])[get_byte(decode(md5(m.id::text || n), 'hex'), 0) % 6 + 1],
      CASE WHEN n = 3 THEN 'GBP' ELSE 'EUR' END, CASE WHEN n = 3 AND get_byte(decode(md5(m.id::text), 'hex'), 1) % 2 = 0 THEN 'Inactive' ELSE 'Active' END
    FROM merchants m CROSS JOIN generate_series(1, 3) n
    WHERE m.id IN (${ids})
    ON CONFLICT (id) DO NOTHING`);
  // One statement writes all of a terminal's payments, so a terminal with its last one has them all: a start on a seeded
  // database (every restart, every backend test file's server) has nothing to add, and computing its 3 240 rows only for
  // ON CONFLICT to drop them, then ANALYZE, was the largest part of its seed pass (session 31).
  const { rows: [unseeded] } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM terminals t
    WHERE t.merchant_id IN (${ids})
      AND NOT EXISTS (SELECT 1 FROM terminal_transactions p WHERE p.id = md5('pos:' || t.id::text || ':' || ${LAST_PAYMENT})::uuid)`);
  if (Number(unseeded?.n ?? 0) === 0) return;
  await db.execute(sql`
    INSERT INTO terminal_transactions (id, tenant_id, merchant_id, terminal_id, reference, type, status, amount, currency, mode, entry_mode,
      card_first6, card_last4, card_currency, rate, markup_bps, converted_amount, created_at)
    SELECT md5('pos:' || t.id::text || ':' || g.n)::uuid, t.tenant_id, t.merchant_id, t.id,
      'POS-' || t.terminal_id || '-' || lpad(g.n::text, 5, '0'),
      CASE WHEN get_byte(d, 0) % 20 = 0 THEN 'Refund' ELSE 'Sale' END,
      CASE WHEN get_byte(d, 1) % 12 = 0 THEN 'Declined' ELSE 'Approved' END,
      v.amount, t.currency, CASE WHEN get_byte(d, 9) % 25 = 0 THEN 'Test' ELSE 'Live' END,
      (ARRAY['Chip', 'Contactless', 'Contactless', 'Swipe'])[get_byte(d, 2) % 4 + 1],
      (ARRAY['411111', '545454', '476173', '520082', '374245'])[get_byte(d, 3) % 5 + 1], lpad(((get_byte(d, 4) * 256 + get_byte(d, 5)) % 10000)::text, 4, '0'),
      c.card_currency, c.rate, CASE WHEN c.card_currency IS NULL THEN NULL ELSE 350 END,
      CASE WHEN c.card_currency IS NULL THEN NULL ELSE round(v.amount * c.rate * 1.035)::int END,
      ${now.toISOString()}::timestamptz - make_interval(days => g.n / ${PER_DAY}, mins => get_byte(d, 6) * 5 + get_byte(d, 7) % 5)
    FROM terminals t
    CROSS JOIN generate_series(0, ${LAST_PAYMENT}) AS g(n)
    CROSS JOIN LATERAL (SELECT decode(md5('pos:' || t.id::text || ':' || g.n), 'hex') AS d) h
    CROSS JOIN LATERAL (SELECT 300 + ((get_byte(d, 10) * 256 + get_byte(d, 11)) % 12000) AS amount) v
    CROSS JOIN LATERAL (SELECT
        CASE WHEN get_byte(d, 8) % 5 <> 0 THEN NULL WHEN t.currency = 'GBP' THEN (ARRAY['EUR', 'USD'])[get_byte(d, 12) % 2 + 1]
             ELSE (ARRAY['GBP', 'USD', 'TRY'])[get_byte(d, 12) % 3 + 1] END AS card_currency) cc
    CROSS JOIN LATERAL (SELECT cc.card_currency,
        CASE cc.card_currency WHEN 'GBP' THEN 0.852300 WHEN 'USD' THEN CASE WHEN t.currency = 'GBP' THEN 1.271400 ELSE 1.083600 END
                              WHEN 'TRY' THEN 37.412500 WHEN 'EUR' THEN 1.173300 END::numeric(14, 6) AS rate) c
    WHERE t.merchant_id IN (${ids})
    ON CONFLICT (id) DO NOTHING`);
  await db.execute(sql`ANALYZE terminal_transactions`);
}
