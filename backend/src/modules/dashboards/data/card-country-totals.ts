import { sql, type SQL } from 'drizzle-orm';
import { transactionCardCountryTotals, transactions } from '../../../db/schema';
import { PAYMENT, transactionsWhere, widgetFilters, type SourceContext } from './context';

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The card payments a card countries widget sums (ADR 0123): whole UTC days of the period from
 * `transaction_card_country_totals`, its ragged ends (the user's midnight, "now") from the transactions. A derived
 * table named `transactions` with the columns the sources' shared SQL reads (`currency`, `status`, `type`,
 * `amount`: the group's sum) plus `card_country` and `n` (how many), so `SUCCESSFUL` and `money.inBase` read it
 * unchanged, counting `sum(transactions.n)`.
 *
 * The totals carry no payment method or channel: a tenant user whose data permissions name methods or providers
 * reads the transactions for the whole period (the scope's conditions on those columns need them).
 */
export function cardCountryRowsOf(ctx: SourceContext): SQL {
  const { start, end } = ctx.range;
  const raw = (from: Date, to: Date) => sql`SELECT ${transactions.cardCountry} AS card_country, ${transactions.currency} AS currency,
    ${transactions.status} AS status, ${transactions.type} AS type, 1 AS n, ${transactions.amount}::bigint AS amount
    FROM ${transactions} WHERE ${transactionsWhere(ctx, from, to)} AND ${PAYMENT} AND ${transactions.cardCountry} IS NOT NULL`;
  const firstDay = new Date(Math.ceil(start.getTime() / DAY) * DAY);
  const endDay = new Date(Math.floor(end.getTime() / DAY) * DAY);
  const limits = ctx.scope.kind === 'tenant' ? ctx.scope.limits : undefined;
  if (firstDay >= endDay || limits?.paymentMethods || limits?.serviceProviderIds) return sql`(${raw(start, end)}) AS transactions`;

  const c = transactionCardCountryTotals;
  const parts = [sql`SELECT ${c.cardCountry} AS card_country, ${c.currency} AS currency, ${c.status} AS status, ${c.type} AS type,
    ${c.transactions} AS n, ${c.amount} AS amount
    FROM ${c} WHERE ${sql.join(widgetFilters(ctx, c), sql` AND `)} AND ${c.day} >= ${utcDay(firstDay)}::date AND ${c.day} < ${utcDay(endDay)}::date`];
  if (start < firstDay) parts.push(raw(start, firstDay));
  if (endDay < end) parts.push(raw(endDay, end));
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS transactions`;
}
