import { and, eq, gte, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { tenants, transactionDayTotals, transactions } from '../../db/schema';
import { resourceWhere, type ResourceColumns } from '../../http/resource-where';
import { scopeWhere, type Scope } from '../../http/scope';
import { PAGING_PARAMS } from '../../lib/list-params';
import type { CountFromTotals, CountMode } from '../../lib/paged-query';
import type { QueryParameters } from '../../lib/query-parameters';
import { TRANSACTION_LOOKUP_LIMITS, transactionLookupFilterMap, type SystemMode, type TransactionLookupKind } from '@portal/contracts';
import { lookupWhere, type LookupQuery } from './lookup-request';
import { readSearchKey } from './query';
import { monthStart } from './partitions/month-partitions';

/**
 * A lookup's count from the day totals (ADR 0126): where the lookup's scope and every filter it uses are columns of
 * `transaction_day_totals`, the whole UTC days of its period are counted from the totals (a few hundred index entries
 * a day) instead of from the transactions (up to 10 001 index entries for a capped count). A period within
 * TOTALS_COUNT_DAYS is counted exactly so, its ragged ends (a user's midnight that is not UTC's) from the rows of those
 * hours; a longer one takes its newest days as a lower bound (above the cap it answers "more than 10 000", else the
 * rows are counted as before). Anything the totals cannot say (a card, an e-mail, a website, an amount, a service
 * provider, part 1's search key) counts the rows as before.
 */

/** At most this many whole days are summed from the totals per call (a tenant's day is ~200 of their rows at 10 M). */
export const TOTALS_COUNT_DAYS = 31;

const DAY_MS = 86_400_000;
/**
 * The newest days summed first, in this order, each a part of the window at most half its length: each part about
 * three times the last, so a period that is not over the cap reads at most about 1.5 times its own days.
 */
const NEWEST_PARTS = [1, 3, 9];

/** The lookup filters the totals hold, and where. */
const TOTALS_FILTERS = new Set(['tenantIds', 'Customer', 'status', 'type', 'paymentMethod', 'currency']);
const TOTALS_COLUMNS: ResourceColumns = {
  tenantId: transactionDayTotals.tenantId, merchantId: transactionDayTotals.merchantId, status: transactionDayTotals.status,
  type: transactionDayTotals.type, paymentMethod: transactionDayTotals.paymentMethod, currency: transactionDayTotals.currency,
};
/** Parameters that do not narrow the rows, or that the where above reads from elsewhere (the period, the scope). */
const NEUTRAL = new Set<string>([...PAGING_PARAMS, 'from', 'to', 'tenantId', 'TenantId', 'searchKey', 'SearchKey']);

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** An instant range [from, to) of a period's rows, counted from the transactions beside the totals' sums. */
export interface RowSpan { from: string; to: string }

/**
 * The UTC days of a period the totals sum, and the rows counted beside them at its ragged ends.
 * `exact` when the sums, plus the rows of `add`, less the rows of `subtract`, are the whole period; otherwise the
 * sums less `subtract` are a lower bound.
 */
export interface TotalsDays { first: string; last: string; exact: boolean; add: RowSpan[]; subtract: RowSpan[] }

const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;
const rowSpan = (from: number, to: number): RowSpan => ({ from: new Date(from).toISOString(), to: new Date(to).toISOString() });

/**
 * The UTC days of [from, to) the totals may answer for: never before the first day of the previous month, as
 * retention (at least one whole month kept, ADR 0117) may have removed older rows while their totals stay, and at
 * most TOTALS_COUNT_DAYS. A period that starts or ends inside a UTC day (a user's own midnight, Istanbul's 21:00 UTC)
 * takes the smaller side of that day from the rows: the part inside the period is added (the day is not summed), or
 * the day is summed and the part outside is subtracted; an end not yet reached subtracts the part still to come,
 * which holds no rows. Null when no day is left to sum.
 */
export function totalsDays(from: string | undefined, to: string | undefined, now: Date): TotalsDays | null {
  const fromMs = from === undefined ? undefined : Date.parse(from);
  const toMs = to === undefined ? undefined : Date.parse(to);
  const floorMs = Date.parse(monthStart(now, -1));
  let start = -Infinity;
  let head: { add?: RowSpan; subtract?: RowSpan } = {};
  if (fromMs !== undefined) {
    const day = dayStart(fromMs);
    const outside = fromMs - day;
    if (outside === 0) start = day;
    else if (outside < DAY_MS - outside && day >= floorMs) [start, head] = [day, { subtract: rowSpan(day, fromMs) }];
    else [start, head] = [day + DAY_MS, { add: rowSpan(fromMs, day + DAY_MS) }];
  }
  let last = dayStart(now.getTime());
  let tail: { add?: RowSpan; subtract?: RowSpan } = {};
  if (toMs !== undefined) {
    const day = dayStart(toMs);
    const inside = toMs - day;
    if (inside === 0) last = day - DAY_MS;
    else if (toMs >= now.getTime() || DAY_MS - inside < inside) [last, tail] = [day, { subtract: rowSpan(toMs, day + DAY_MS) }];
    else [last, tail] = [day - DAY_MS, { add: rowSpan(day, toMs) }];
  }
  const first = Math.max(start, floorMs, last - (TOTALS_COUNT_DAYS - 1) * DAY_MS);
  if (last < first) return null;
  const exact = fromMs !== undefined && toMs !== undefined && first === start;
  // A lower bound needs only the summed days' rows outside the period: the head's day is summed only when exact.
  const parts = exact ? [head, tail] : [tail];
  const spans = (kind: 'add' | 'subtract') => parts.flatMap((part) => (part[kind] ? [part[kind]] : []));
  return { first: dayOf(first), last: dayOf(last), exact, add: exact ? spans('add') : [], subtract: spans('subtract') };
}

/**
 * The count a lookup asks of its page: capped at countCap, from the day totals where they can answer (see above).
 * Call it after `lookupWhere` with the same parameters: the totals' conditions reuse the where's placeholders.
 */
export function lookupCountMode(kind: TransactionLookupKind, scope: Scope, query: LookupQuery, mode: SystemMode, p: QueryParameters, now = new Date()): CountMode {
  const cap = TRANSACTION_LOOKUP_LIMITS.countCap;
  const totals = countFromTotals(kind, scope, query, mode, p, now);
  return totals ? { cap, totals } : { cap };
}

function countFromTotals(kind: TransactionLookupKind, scope: Scope, query: LookupQuery, mode: SystemMode, p: QueryParameters, now: Date): CountFromTotals | null {
  if (kind !== 'platform' && readSearchKey(query)) return null;
  const narrowing = Object.entries(query).filter(([name, value]) => present(value) && !NEUTRAL.has(name)).map(([name]) => name);
  if (narrowing.some((name) => !TOTALS_FILTERS.has(name))) return null;
  const days = totalsDays(query.from, query.to, now);
  if (!days) return null;

  const t = transactionDayTotals;
  const again = p.again();
  // The scope as on the transactions (a CRM user's provider permissions through the channel, which the totals hold).
  // Every tenant: through the tenants, so the totals' tenant index serves it instead of reading every row.
  const owner = scopeWhere(scope, t, again) ?? sql`${t.tenantId} in (select ${tenants.id} from ${tenants})`;
  const filters = Object.fromEntries(Object.entries(transactionLookupFilterMap(kind)).filter(([name]) => TOTALS_FILTERS.has(name)));
  const rows = and(owner, eq(t.mode, again.value('mode', mode)), resourceWhere({ filters }, TOTALS_COLUMNS, query as Readonly<Record<string, unknown>>, again));
  const sum = (from: string | SQLWrapper, to: string | SQLWrapper): SQL<number> =>
    sql<number>`(select coalesce(sum(${t.transactions}), 0) from ${t} where ${and(rows, gte(t.day, from), lte(t.day, to))})`;
  const last = again.value('totalsLastDay', days.last);
  const window = sum(again.value('totalsFirstDay', days.first), last);
  // The newest days first: a busy period is over the cap long before its 31st day (a tenant's day is about 200 index
  // entries of the totals at 10 M, against 10 001 of the transactions' to count up to the cap).
  const span = (Date.parse(days.last) - Date.parse(days.first)) / DAY_MS + 1;
  const newest = NEWEST_PARTS.filter((n) => n * 2 <= span).map((n) =>
    sum(n === 1 ? last : again.value(`totalsNewest${n}FirstDay`, dayOf(Date.parse(days.last) - (n - 1) * DAY_MS)), last));
  // The ragged ends: the lookup's own where without its period, over each span (its placeholders again).
  const edges = (spans: RowSpan[], name: string) => {
    if (!spans.length) return [];
    const { from: _f, to: _t, ...unbounded } = query;
    const base = lookupWhere(kind, scope, unbounded, mode, again);
    return spans.map((span, i) => and(base, gte(transactions.createdAt, again.value(`${name}${i}From`, new Date(span.from))),
      lt(transactions.createdAt, again.value(`${name}${i}To`, new Date(span.to))))!);
  };
  return { window, exact: days.exact, newest, plus: edges(days.add, 'totalsPlus'), minus: edges(days.subtract, 'totalsMinus') };
}
