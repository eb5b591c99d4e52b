import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client';
import { binData, disputeCodes, transactionEvents, transactionReasons, transactions } from '../../db/schema';
import { stableId } from '../../lib/ids';
import { ANTIFRAUD } from './antifraud';
import { writeRecordedRoutes } from '../smart-routing/recorded-routes';

/**
 * The detail drawer's data (issue 10, ADR 0044), derived in SQL from the transaction rows: events with their
 * webhook delivery, API logs, antifraud checks, fees, balanced accounting entries and decline reasons; the cascading
 * attempts and smart-routing logs come from the one routing function (`writeRecordedRoutes`, ADR 0107). Deterministic: every id and choice reads md5 of the transaction id,
 * so the same transaction always gets the same rows, and re-running adds nothing (ON CONFLICT DO NOTHING).
 *
 * Which transactions get them: at seed time the hand-made TX-... rows and the newest DETAIL_SEED_RECENT of each
 * demo merchant and mode (cheap at any seed size, 1 M rows included: index reads of a bounded set); any other
 * transaction gets its rows from the same statements the first time its detail is read (`ensureTransactionDetails`).
 */

export const DETAIL_SEED_RECENT = 200;

/** Decline reasons (ISO 8583 response codes) and reasons to capture by hand, per category. */
export const SEED_REASONS: Array<[category: string, kind: 'Declined' | 'Captured', code: string, description: string]> = [
  ['transaction', 'Declined', '05', 'Do not honour'],
  ['transaction', 'Declined', '51', 'Insufficient funds'],
  ['transaction', 'Declined', '54', 'Expired card'],
  ['transaction', 'Declined', '14', 'Invalid card number'],
  ['transaction', 'Declined', '59', 'Suspected fraud'],
  ['transaction', 'Declined', '91', 'Issuer or switch unavailable'],
  ['transaction', 'Captured', 'MANUAL', 'Captured by hand after review'],
  ['transaction', 'Captured', 'DELAYED', 'Delayed shipment captured'],
  ['payout', 'Declined', 'ACCOUNT_CLOSED', 'Beneficiary account closed'],
  ['payout', 'Declined', 'LIMIT', 'Payout limit exceeded'],
  ['payout', 'Captured', 'APPROVED', 'Approved by a second user'],
];

export const SEED_DISPUTE_CODES: Array<[scheme: string, code: string, category: string, description: string]> = [
  ['Visa', '10.4', 'Fraud', 'Other fraud, card-absent environment'],
  ['Visa', '12.6.1', 'Processing error', 'Duplicate processing'],
  ['Visa', '13.1', 'Consumer dispute', 'Merchandise or services not received'],
  ['Visa', '13.3', 'Consumer dispute', 'Not as described or defective'],
  ['Mastercard', '4837', 'Fraud', 'No cardholder authorisation'],
  ['Mastercard', '4834', 'Processing error', 'Duplicate or point-of-interaction error'],
  ['Mastercard', '4853', 'Consumer dispute', 'Cardholder dispute'],
  ['Mastercard', '4863', 'Fraud', 'Cardholder does not recognise'],
  ['Troy', 'T01', 'Fraud', 'Unauthorised transaction'],
  ['Troy', 'T02', 'Consumer dispute', 'Goods or services not provided'],
];

/** The platform's BIN rows: every BIN the seed gives a card. */
export const SEED_BINS: Array<[bin: string, scheme: string, issuer: string, country: string, cardType: string]> = [
  ['411111', 'Visa', 'Demo Bank', 'US', 'Credit'],
  ['424242', 'Visa', 'Stripe Test Bank', 'GB', 'Credit'],
  ['400012', 'Visa', 'Northern Rock Demo', 'GB', 'Debit'],
  ['476173', 'Visa', 'Banco Demo', 'ES', 'Debit'],
  ['535522', 'Mastercard', 'Deutsche Demo Bank', 'DE', 'Credit'],
  ['555555', 'Mastercard', 'Crédit Démo', 'FR', 'Credit'],
  ['520082', 'Mastercard', 'Demo Prepaid', 'NL', 'Prepaid'],
  ['979200', 'Troy', 'Demo Bankası', 'TR', 'Debit'],
];

/** The transactions of `where` with r, a 28-bit number of md5(id) every choice reads. */
const base = (where: SQL) => sql`(
  SELECT t.*, ('x' || substr(md5(t.id::text || ':detail'), 1, 7))::bit(28)::int AS r
  FROM transactions t WHERE ${where} OFFSET 0) x`;

const settled = sql`((x.type IN ('Sale', 'Capture') AND x.status IN ('Captured', 'Refunded')))`;

/**
 * Fees and balanced journals of the transactions in `from`, derived from their type and status: the seed's rows and
 * the rows an action writes when it moves money (ADR 0046), one implementation. Ids read md5 of the transaction id,
 * so a status reached twice never books twice. `at`: when they are booked (default: the transaction's time).
 */
export function moneyStatements(from: SQL, at?: Date): SQL[] {
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`x.created_at`;
  return [
    // One fee per fee type and receiver, from the tenant's most specific active fee receiver rule (ADR 0066):
    // a rule for the transaction's method and currency before one for its method, its currency, then any.
    sql`INSERT INTO transaction_fees (id, transaction_id, tenant_id, merchant_id, fee_type, receiver, fee_receiver_id, amount, currency, created_at)
      SELECT md5(x.id::text || ':fee:' || f.fee_type || ':' || r.receiver)::uuid, x.id, x.tenant_id, x.merchant_id, f.fee_type, r.receiver, r.id,
        r.amount, x.currency, ${when}
      FROM ${from}
      CROSS JOIN LATERAL (VALUES
        ('Processing', ${settled}),
        ('Scheme', ${settled} AND x.card_first6 IS NOT NULL),
        ('Refund', x.type IN ('Refund', 'Reversal') AND x.status = 'Successful'),
        ('Chargeback', x.type = 'Chargeback' AND x.status = 'Successful'),
        ('Payout', x.type = 'Payout' AND x.status = 'Successful')
      ) f(fee_type, applies)
      CROSS JOIN LATERAL (SELECT DISTINCT ON (fr.receiver) fr.id, fr.receiver,
          (x.amount::bigint * fr.basis_points / 10000 + fr.fixed_amount)::int AS amount
        FROM fee_receivers fr
        WHERE fr.tenant_id = x.tenant_id AND fr.mode = x.mode AND fr.fee_type = f.fee_type AND fr.is_active
          AND (fr.payment_method IS NULL OR fr.payment_method = x.payment_method) AND (fr.currency IS NULL OR fr.currency = x.currency)
        ORDER BY fr.receiver, (fr.payment_method IS NOT NULL) DESC, (fr.currency IS NOT NULL) DESC, fr.id) r
      WHERE f.applies AND r.amount > 0
        -- A fee booked before fee receivers existed (no receiver, another id) is booked already.
        AND NOT EXISTS (SELECT 1 FROM transaction_fees legacy WHERE legacy.transaction_id = x.id AND legacy.fee_type = f.fee_type AND legacy.receiver IS NULL)
      ON CONFLICT DO NOTHING`,
    // Journals per money movement; each balances: the fees (read from the rows above) go to fee_revenue.
    sql`INSERT INTO accounting_entries (id, transaction_id, transaction_created_at, tenant_id, merchant_id, journal, line, account, debit, credit, currency, created_at)
      SELECT md5(x.id::text || ':entry:' || e.line)::uuid, x.id, x.created_at, x.tenant_id, x.merchant_id, e.journal, e.line, e.account,
        e.debit, e.credit, x.currency, ${when} + interval '3 seconds'
      FROM ${from}
      CROSS JOIN LATERAL (SELECT coalesce(sum(f.amount), 0)::int AS fees FROM transaction_fees f WHERE f.transaction_id = x.id) fx
      CROSS JOIN LATERAL (VALUES
        (1, 'settlement', 'scheme_receivable', x.amount, 0, ${settled}),
        (2, 'settlement', 'merchant_payable', 0, x.amount - fx.fees, ${settled}),
        (3, 'settlement', 'fee_revenue', 0, fx.fees, ${settled} AND fx.fees > 0),
        (1, lower(x.type), 'merchant_payable', x.amount + fx.fees, 0, x.type IN ('Refund', 'Reversal', 'Chargeback') AND x.status = 'Successful'),
        (2, lower(x.type), 'scheme_receivable', 0, x.amount, x.type IN ('Refund', 'Reversal', 'Chargeback') AND x.status = 'Successful'),
        (3, lower(x.type), 'fee_revenue', 0, fx.fees, x.type IN ('Refund', 'Reversal', 'Chargeback') AND x.status = 'Successful' AND fx.fees > 0),
        (1, 'payout', 'merchant_payable', x.amount + fx.fees, 0, x.type = 'Payout' AND x.status = 'Successful'),
        (2, 'payout', 'bank_settlement', 0, x.amount, x.type = 'Payout' AND x.status = 'Successful'),
        (3, 'payout', 'fee_revenue', 0, fx.fees, x.type = 'Payout' AND x.status = 'Successful' AND fx.fees > 0),
        (1, 'authorisation', 'authorisation_hold', x.amount, 0, x.type = 'Authorisation' AND x.status = 'Reserved'),
        (2, 'authorisation', 'authorisation_hold_contra', 0, x.amount, x.type = 'Authorisation' AND x.status = 'Reserved')
      ) e(line, journal, account, debit, credit, applies)
      WHERE e.applies
      ON CONFLICT DO NOTHING`,
  ];
}

/** The money rows of one transaction as it stands now (an action changed its status or created it). */
export async function writeMoneyRows(db: Executor, transactionId: string, at: Date): Promise<void> {
  for (const statement of moneyStatements(base(sql`t.id = ${transactionId}`), at)) await db.execute(statement);
}

/** The statements that write the detail rows of the transactions matching `where` (in this order: accounting reads fees). */
export function detailStatements(where: SQL): SQL[] {
  const from = base(where);
  return [
    sql`INSERT INTO transaction_events (id, transaction_id, transaction_created_at, tenant_id, merchant_id, type, status, payload, webhook_status,
        webhook_attempts, webhook_response_code, webhook_last_attempt_at, created_at)
      SELECT md5(x.id::text || ':event:' || e.n)::uuid, x.id, x.created_at, x.tenant_id, x.merchant_id, e.type, e.status,
        jsonb_build_object('transactionId', x.id, 'externalId', x.external_id, 'type', x.type, 'status', e.status,
          'amount', x.amount, 'currency', x.currency, 'mode', x.mode),
        w.status, CASE w.status WHEN 'NotConfigured' THEN 0 WHEN 'Failed' THEN 3 ELSE 1 END,
        CASE w.status WHEN 'NotConfigured' THEN NULL WHEN 'Failed' THEN 500 ELSE 200 END,
        CASE WHEN w.status <> 'NotConfigured' THEN e.at + CASE w.status WHEN 'Failed' THEN interval '15 minutes' ELSE interval '1 second' END END,
        e.at
      FROM ${from} JOIN merchants m ON m.id = x.merchant_id
      CROSS JOIN LATERAL (VALUES (1, 'transaction.created', 'Pending', x.created_at),
        (2, 'transaction.' || lower(x.status), x.status, x.created_at + interval '2 seconds')) e(n, type, status, at)
      CROSS JOIN LATERAL (SELECT CASE WHEN m.processing_status = 'NoProcessing' THEN 'NotConfigured'
        WHEN x.r % 20 = 0 AND e.n = 2 THEN 'Failed' ELSE 'Delivered' END AS status) w
      WHERE e.n = 1 OR x.status <> 'Pending'
      ON CONFLICT DO NOTHING`,
    sql`INSERT INTO transaction_api_logs (id, transaction_id, transaction_created_at, tenant_id, merchant_id, source, method, url, status_code,
        request_body, response_body, elapsed_ms, created_at)
      SELECT md5(x.id::text || ':api:' || l.n)::uuid, x.id, x.created_at, x.tenant_id, x.merchant_id, l.source, 'POST', l.url, l.code,
        jsonb_build_object('amount', x.amount, 'currency', x.currency, 'reference', x.external_id, 'paymentMethod', x.payment_method)
          || CASE WHEN x.card_first6 IS NOT NULL THEN jsonb_build_object('card', x.card_first6 || '******' || x.card_last4) ELSE '{}'::jsonb END,
        jsonb_build_object('id', x.id, 'status', x.status, 'code', l.code),
        ((x.r / (l.n * 7)) % 900000 / 1000.0 + 20 * l.n)::float8,
        x.created_at + l.n * interval '100 milliseconds'
      FROM ${from}
      CROSS JOIN LATERAL (VALUES
        (1, 'Merchant', '/api/v1/' || lower(x.type) || 's',
          CASE WHEN x.status IN ('Declined', 'Failed', 'Blocked') THEN 402 ELSE 201 END),
        (2, 'Provider', 'https://' || coalesce(x.service_provider_id, 'provider') || '.example/v2/' || lower(x.type),
          CASE WHEN x.status = 'Failed' THEN 502 ELSE 200 END)
      ) l(n, source, url, code)
      WHERE l.n = 1 OR (x.status <> 'Blocked' AND x.service_provider_id IS NOT NULL)
      ON CONFLICT DO NOTHING`,
    sql`INSERT INTO antifraud_checks (id, transaction_id, tenant_id, merchant_id, rule, score, outcome, request_body,
        response_body, elapsed_ms, created_at)
      SELECT md5(x.id::text || ':fraud')::uuid, x.id, x.tenant_id, x.merchant_id,
        CASE WHEN a.outcome = 'Blocked' THEN ${ANTIFRAUD.rules.Blocked}::text
          WHEN a.outcome = 'Review' THEN ${ANTIFRAUD.rules.Review}::text ELSE ${ANTIFRAUD.rules.Passed}::text END,
        a.score, a.outcome,
        jsonb_build_object('amount', x.amount, 'currency', x.currency, 'email', x.customer_email, 'ip', x.customer_ip,
          'cardCountry', x.card_country),
        jsonb_build_object('score', a.score, 'decision', a.outcome),
        ((x.r % 300000) / 1000.0 + 5)::float8, x.created_at + interval '50 milliseconds'
      FROM ${from}
      CROSS JOIN LATERAL (SELECT s.score, CASE WHEN x.status = 'Blocked' THEN 'Blocked' WHEN s.score >= ${sql.raw(String(ANTIFRAUD.reviewScore))} THEN 'Review' ELSE 'Passed' END AS outcome
        FROM (SELECT CASE WHEN x.status = 'Blocked' THEN 90 + x.r % 10 ELSE x.r % ${sql.raw(String(ANTIFRAUD.scoreRange))} END AS score) s) a
      WHERE x.parent_id IS NULL AND x.type IN ('Sale', 'Authorisation')
      ON CONFLICT DO NOTHING`,
    ...moneyStatements(from),
    sql`INSERT INTO transaction_rejections (id, transaction_id, tenant_id, merchant_id, kind, reason_code, source, message, created_at)
      SELECT md5(x.id::text || ':rejection')::uuid, x.id, x.tenant_id, x.merchant_id, 'Declined', r.code, r.source, tr.description,
        x.created_at + interval '2 seconds'
      FROM ${from}
      CROSS JOIN LATERAL (SELECT CASE WHEN x.status = 'Blocked' THEN '59' WHEN x.status = 'Failed' THEN '91'
          ELSE (ARRAY['05', '51', '54', '14'])[1 + x.r % 4] END AS code,
        CASE WHEN x.status = 'Blocked' THEN 'Antifraud' ELSE 'Provider' END AS source) r
      JOIN transaction_reasons tr ON tr.category = 'transaction'
        AND tr.kind = 'Declined' AND tr.code = r.code
      WHERE x.status IN ('Declined', 'Failed', 'Blocked')
      ON CONFLICT DO NOTHING`,
  ];
}

type Executor = Pick<Db, 'execute'>;

/** The detail rows, then the routing record through the one routing function (`writeRecordedRoutes`, ADR 0107). */
async function writeDetails(db: Queryable, where: SQL): Promise<void> {
  for (const statement of detailStatements(where)) await db.execute(statement);
  await writeRecordedRoutes(db, where);
}

/** Reasons, dispute codes and the platform's BIN rows. */
export async function seedDetailLookups(db: Db): Promise<void> {
  await db.insert(transactionReasons).values(SEED_REASONS.map(([category, kind, code, description]) => ({ category, kind, code, description }))).onConflictDoNothing();
  await db.insert(disputeCodes).values(SEED_DISPUTE_CODES.map(([scheme, code, category, description]) => ({ scheme, code, category, description }))).onConflictDoNothing();
  await db.insert(binData).values(SEED_BINS.map(([bin, scheme, issuer, country, cardType]) => ({
    id: stableId(`bin:${bin}`), bin, tenantId: null, scheme, issuer, country, cardType,
  }))).onConflictDoNothing();
}

/**
 * Seed time: the lookups, then the detail rows of each demo merchant's hand-made rows and newest `recent`
 * transactions per mode (an index read each, whatever the table's size).
 */
export async function seedTransactionDetails(db: Db, merchantIds: string[], recent = DETAIL_SEED_RECENT): Promise<void> {
  await seedDetailLookups(db);
  for (const merchantId of merchantIds) {
    // Only the ones without rows yet: a restart checks a few hundred index entries per merchant and writes nothing.
    const { rows } = await db.execute<{ id: string }>(sql`
      SELECT s.id FROM (
        (SELECT id, created_at FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Test' ORDER BY created_at DESC, id DESC LIMIT ${recent})
        UNION
        (SELECT id, created_at FROM transactions WHERE merchant_id = ${merchantId} AND mode = 'Live' ORDER BY created_at DESC, id DESC LIMIT ${recent})
        UNION
        (SELECT t.id, t.created_at FROM transactions t JOIN merchants m ON m.id = t.merchant_id AND m.tenant_id = t.tenant_id
          WHERE m.id = ${merchantId} AND t.external_id >= 'TX-' AND t.external_id < 'TX.')
      ) s WHERE NOT EXISTS (SELECT 1 FROM transaction_events e WHERE e.transaction_id = s.id AND e.transaction_created_at = s.created_at)`);
    const ids = rows.map((r) => r.id);
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids.slice(i, i + 1000);
      await writeDetails(db, sql`t.id IN (${sql.join(batch.map((id) => sql`${id}::uuid`), sql`, `)})`);
    }
  }
}

/** A transaction's detail rows, written the first time it is read if the seed left it out (older rows at scale). */
export async function ensureTransactionDetails(db: Queryable, transactionId: string, transactionCreatedAt?: Date): Promise<void> {
  let createdAt = transactionCreatedAt;
  if (!createdAt) {
    const [exists] = await db.select({ createdAt: transactions.createdAt }).from(transactions).where(eq(transactions.id, transactionId)).limit(1);
    if (!exists) return;
    createdAt = exists.createdAt;
  }
  // The transaction's key: one month's partition of the events is read (ADR 0117).
  const [seen] = await db.select({ id: transactionEvents.id }).from(transactionEvents)
    .where(and(eq(transactionEvents.transactionId, transactionId), eq(transactionEvents.transactionCreatedAt, createdAt))).limit(1);
  if (seen) return;
  await db.transaction((tx) => writeDetails(tx, sql`t.id = ${transactionId}`));
}
