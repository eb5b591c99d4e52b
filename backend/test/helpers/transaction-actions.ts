import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { transactions } from '../../src/db/schema';
import { seedIds } from '../../src/db/seed';
import { stableId } from '../../src/lib/ids';
import type { TransactionStatus, TransactionType } from '@portal/contracts';
import type { TestServer } from './server';
import { forgeAccessToken } from './tokens';

/**
 * Transaction-action tests' tools: hand-made transactions written straight into the database (a fresh row per
 * case, as the seed writes them), the row counts that prove a refused action changed nothing, and a caller that
 * sends section 7.1's headers with a fresh request id unless told otherwise.
 */

export interface Fixture {
  type: TransactionType;
  status: TransactionStatus;
  amount?: number;
  parentId?: string;
  mode?: 'Test' | 'Live';
  merchant?: string;
  tenant?: string;
  currency?: string;
  /** When it happened (an hour ago unless told). */
  createdAt?: Date;
}

const run = randomUUID().slice(0, 8);
let made = 0;

/** Writes one transaction of Blue Bottle Coffee (Acme) unless told otherwise; its id. */
export async function makeTransaction(db: Db, f: Fixture): Promise<string> {
  const merchant = f.merchant ?? 'blue-bottle';
  const payout = f.type === 'Payout';
  const method = payout ? 'bank-transfer' : 'card';
  const id = randomUUID();
  made += 1;
  await db.insert(transactions).values({
    id, tenantId: seedIds.tenant(f.tenant ?? 'acme'), merchantId: seedIds.merchant(merchant), externalId: `ACT-${run}-${made}`,
    type: f.type, amount: f.amount ?? 10_000, currency: f.currency ?? 'GBP', status: f.status, paymentMethod: method, mode: f.mode ?? 'Test',
    websiteId: stableId(`website:${merchant}:1`), paymentChannelId: stableId(`channel:${merchant}:${method}`),
    serviceProviderId: payout ? 'northbank' : 'acquirer-one',
    ...(payout ? {} : { cardFirst6: '424242', cardLast4: '4242', cardCountry: 'GB', customerEmail: 'buyer@example.com', customerIp: '203.0.113.9' }),
    parentId: f.parentId ?? null, createdAt: f.createdAt ?? new Date(Date.now() - 3_600_000),
  });
  return id;
}

/** A captured sale with a child of `type` in `status` (a refund waiting for approval, ...); the child's id. */
export async function makeChild(db: Db, type: TransactionType, status: TransactionStatus, amount = 3_000): Promise<{ parentId: string; id: string }> {
  const parentId = await makeTransaction(db, { type: 'Sale', status: 'Captured' });
  return { parentId, id: await makeTransaction(db, { type, status, amount, parentId }) };
}

/** Rows of every table an action writes: equal before and after means nothing changed. */
export async function rowCounts(db: Db): Promise<Record<string, unknown>> {
  const { rows } = await db.execute<Record<string, unknown>>(sql`SELECT
    (SELECT count(*)::int FROM transactions) AS transactions,
    (SELECT count(*)::int FROM transaction_events) AS events,
    (SELECT count(*)::int FROM transaction_api_logs) AS api_logs,
    (SELECT count(*)::int FROM transaction_fees) AS fees,
    (SELECT count(*)::int FROM accounting_entries) AS entries,
    (SELECT count(*)::int FROM transaction_rejections) AS rejections,
    (SELECT count(*)::int FROM transaction_relationships WHERE deallocated_at IS NOT NULL) AS deallocated,
    (SELECT string_agg(id::text || status, ',' ORDER BY id) FROM transactions WHERE created_at > now() - interval '1 day') AS recent_statuses`);
  return rows[0]!;
}

/** Journals whose debits and credits differ (none, whatever the actions did). */
export async function unbalancedJournals(db: Db): Promise<unknown[]> {
  const { rows } = await db.execute(sql`SELECT transaction_id, journal, sum(debit) AS debit, sum(credit) AS credit
    FROM accounting_entries GROUP BY transaction_id, journal HAVING sum(debit) <> sum(credit)`);
  return rows;
}

export async function statusOf(db: Db, id: string): Promise<string> {
  const { rows } = await db.execute<{ status: string }>(sql`SELECT status FROM transactions WHERE id = ${id}`);
  return rows[0]!.status;
}

/**
 * An access token of a demo user (`tenant` = tenant@demo.test), signed with the provider's key as sign-in would
 * give it: the sign-in flow itself is tested elsewhere, these tests need a dozen users quickly.
 */
export const tokenFor = (t: TestServer, who: string): Promise<string> =>
  forgeAccessToken(t, { sub: seedIds.user(`${who}@demo.test`), expiresIn: 1_800 });

export interface CallOptions {
  mode?: 'Test' | 'Live';
  /** Approves and declines send Mode, the others SystemMode. */
  modeHeader?: 'systemmode' | 'mode';
  requestId?: string;
  websiteId?: string;
  tenantId?: string;
  method?: 'POST' | 'PUT';
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** An action caller for one signed-in user: `call(path, body, options)` under /svc/merchant/api/crm/transactions/. */
export function actionClient(origin: string, token: string) {
  return async (path: string, body: unknown = {}, o: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json',
      [o.modeHeader ?? 'systemmode']: o.mode ?? 'Test', 'x-request-id': o.requestId ?? randomUUID(),
      ...(o.websiteId ? { 'website-id': o.websiteId } : {}), ...(o.tenantId ? { tenantid: o.tenantId } : {}),
    };
    const res = await fetch(`${origin}/svc/merchant/api/crm/transactions/${path}`, { method: o.method ?? 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
}
export type ActionCaller = ReturnType<typeof actionClient>;
