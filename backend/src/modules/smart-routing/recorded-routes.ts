import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cascadingAttempts, smartRoutingLogs } from '../../db/schema';
import { stableId } from '../../lib/ids';
import { assessChannels, channelsOf } from '../processing-setup/check';
import { elapsedMs } from '../transactions/actions/simulated';
import { activeRouting } from './active';
import { decideRoute, drawFor, type ActiveRouting, type CandidateChannel, type RoutingDecision } from './decide';
import { routingRecordRows, type AttemptOutcome } from './record';

/**
 * The routing record of payments already taken (the seed's generated ones, ADR 0107): the drawer's cascading and
 * smart-routing-logs tabs of a generated payment show the one routing function's decision (`decideRoute`) for its
 * facts, with the website's active configuration and the channels usable now, drawn from its id as the payment path
 * draws. The payment keeps the channel it was recorded on: the attempts are the decision's order up to that channel
 * (those before it declined: a cascade), and a channel the decision leaves out is said in a step. Written for the
 * bounded sets the detail rows are written for (the seed's newest rows, a transaction's first read), in one read of
 * the payments, one read of channels per merchant and method and of the configuration per website and mode, and one
 * insert per table; ids are stable, so writing again replaces the same rows.
 */

type Taken = {
  id: string; tenant_id: string; merchant_id: string; website_id: string | null; mode: 'Test' | 'Live'; payment_method: string;
  amount: number; currency: string; card_first6: string | null; card_country: string | null; status: string; created_at: string | Date;
  payment_channel_id: string | null;
};

/** What the recorded attempt says for the payment's status (the seed's outcome words and reason codes). */
function recordedOutcome(status: string): { status: string; outcome: string; declineCode?: string } {
  if (status === 'Declined') return { status: 'Declined', outcome: 'Declined', declineCode: '51' };
  if (status === 'Failed') return { status: 'Failed', outcome: 'Error', declineCode: '91' };
  if (status === 'Pending') return { status: 'Pending', outcome: 'Pending' };
  return { status: 'Approved', outcome: 'Approved' };
}


export async function writeRecordedRoutes(db: Queryable, where: SQL): Promise<void> {
  const { rows } = await db.execute<Taken>(sql`SELECT t.id, t.tenant_id, t.merchant_id, t.website_id, t.mode, t.payment_method, t.amount, t.currency,
      t.card_first6, t.card_country, t.status, t.created_at, t.payment_channel_id
    FROM transactions t WHERE ${where} AND t.parent_id IS NULL AND t.service_provider_id IS NOT NULL`);
  if (rows.length === 0) return;
  // Read once per merchant and method (channels) and per website and mode (configuration); assessed per currency.
  const channelReads = new Map<string, ReturnType<typeof channelsOf>>();
  const routingReads = new Map<string, Promise<ActiveRouting | null>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    let found = cache.get(key);
    if (!found) cache.set(key, (found = read()));
    return found;
  };
  const contextOf = async (t: Taken) => {
    const channels = await once(channelReads, `${t.merchant_id}|${t.payment_method}`, () => channelsOf(db, t.merchant_id, t.payment_method));
    const active = t.website_id ? await once(routingReads, `${t.website_id}|${t.mode}`, () => activeRouting(db, t.website_id!, t.mode)) : null;
    const assessed = assessChannels(channels, { id: t.payment_method }, t.currency);
    return { active, usable: assessed.filter((a) => a.reason === null).map((a) => a.base), all: new Map(assessed.map((a) => [a.base.id, a.base])) };
  };

  const attemptRows: Array<typeof cascadingAttempts.$inferInsert> = [];
  const logRows: Array<typeof smartRoutingLogs.$inferInsert> = [];
  for (const t of rows) {
    const { active, usable, all } = await contextOf(t);
    const decision: RoutingDecision = decideRoute(active, {
      amount: t.amount, currency: t.currency, cardBin: t.card_first6, cardCountry: t.card_country, paymentMethod: t.payment_method,
    }, usable, drawFor(t.id));
    const blocked = t.status === 'Blocked';
    const recorded = t.payment_channel_id ? all.get(t.payment_channel_id) ?? null : null;
    const at = recorded ? decision.order.findIndex((c) => c.id === recorded.id) : -1;
    const tried: CandidateChannel[] = at >= 0 ? decision.order.slice(0, at + 1) : recorded ? [recorded] : decision.order.slice(0, 1);
    const last = recordedOutcome(t.status);
    const attempts: AttemptOutcome[] = blocked ? [] : tried.map((channel, i) => {
      const order = i + 1;
      const answer = i === tried.length - 1 ? last : { status: 'Declined', outcome: 'Declined', declineCode: '05' };
      return { order, channel, elapsedMs: elapsedMs(`${t.id}:attempt:${order}`), ...answer };
    });
    const extra = recorded && at < 0 && !blocked
      ? [[`Recorded on ${recorded.name}`, 'the payment was taken on a channel this decision leaves out (taken before the route changed)']] : [];
    const record = routingRecordRows({ transactionId: t.id, tenantId: t.tenant_id, merchantId: t.merchant_id, now: new Date(t.created_at) },
      decision, attempts, blocked, (what) => stableId(`routing:${t.id}:${what}`), extra);
    attemptRows.push(...record.attempts);
    logRows.push(...record.logs);
  }
  // Each table in one statement: the rows as one JSON parameter (thousands of rows bound one by one cost seconds on PGlite).
  const ids = rows.map((t) => t.id);
  await db.execute(sql`DELETE FROM smart_routing_logs WHERE transaction_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`);
  await db.execute(sql`DELETE FROM cascading_attempts WHERE transaction_id IN (SELECT (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid)`);
  if (attemptRows.length) {
    await db.execute(sql`INSERT INTO cascading_attempts (id, transaction_id, tenant_id, merchant_id, attempt_order, service_provider_id, outcome, reason_code, elapsed_ms, created_at)
      SELECT r.id, r."transactionId", r."tenantId", r."merchantId", r."attemptOrder", r."serviceProviderId", r.outcome, r."reasonCode", r."elapsedMs", r."createdAt"
      FROM jsonb_to_recordset(${JSON.stringify(attemptRows)}::jsonb) AS r(id uuid, "transactionId" uuid, "tenantId" uuid, "merchantId" uuid, "attemptOrder" int,
        "serviceProviderId" text, outcome text, "reasonCode" text, "elapsedMs" float8, "createdAt" timestamptz)`);
  }
  if (logRows.length) {
    await db.execute(sql`INSERT INTO smart_routing_logs (id, transaction_id, tenant_id, merchant_id, attempt_order, step, rule, matched, decision, created_at)
      SELECT r.id, r."transactionId", r."tenantId", r."merchantId", r."attemptOrder", r.step, r.rule, r.matched, r.decision, r."createdAt"
      FROM jsonb_to_recordset(${JSON.stringify(logRows)}::jsonb) AS r(id uuid, "transactionId" uuid, "tenantId" uuid, "merchantId" uuid, "attemptOrder" int,
        step int, rule text, matched text, decision text, "createdAt" timestamptz)`);
  }
}
