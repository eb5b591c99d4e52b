import { and, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AntifraudAction, BlacklistType, ConditionField, RuleGroup } from '@portal/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { antifraudRules, blacklistEntries } from '../../db/schema';
import { ANTIFRAUD } from '../transactions/antifraud';
import { listIndex, type ListIndex } from './blacklist-match';
import { fieldsUsed, inEvaluationOrder, type EvaluatedRule } from './evaluate';

/**
 * The built-in checks every tenant starts with (the seed's, ADR 0044), written as rules the evaluator reads like an
 * operator's: after them within each action. Their score is the risk model's (null).
 */
export const DEFAULT_RULES: readonly EvaluatedRule[] = [
  {
    versionId: null, name: ANTIFRAUD.rules.Blocked, action: 'Block', score: null, level: 'default',
    conditions: { combinator: 'and', rules: [{ field: 'cardPaymentsHour', operator: '>=', value: ANTIFRAUD.velocityLimit }] },
  },
  {
    versionId: null, name: ANTIFRAUD.rules.Review, action: 'Review', score: null, level: 'default',
    conditions: { combinator: 'and', rules: [{ field: 'riskScore', operator: '>=', value: ANTIFRAUD.reviewScore }] },
  },
];

/** An operator's rule version as the evaluator runs it. */
export const toEvaluated = (r: { id: string; name: string; action: string; score: number; conditions: RuleGroup; merchantId: string | null }): EvaluatedRule => ({
  versionId: r.id, name: r.name, action: r.action as AntifraudAction, score: r.score, conditions: r.conditions, level: r.merchantId ? 'merchant' : 'tenant',
});

export interface Owner { tenantId: string; merchantId: string | null }

/** Rows of a tenant's own (merchant null) and, with a merchant, that merchant's. */
const ownedBy = (owner: Owner, t: { tenantId: PgColumn; merchantId: PgColumn }) =>
  and(eq(t.tenantId, owner.tenantId), owner.merchantId ? or(isNull(t.merchantId), eq(t.merchantId, owner.merchantId)) : isNull(t.merchantId));

/** Compiled rule sets by owner and mode, with the ids of the versions they were built from (versions never change). */
export interface CompiledRules { ids: string; rules: EvaluatedRule[]; used: Set<ConditionField> }
const compiled = new Map<string, CompiledRules>();
const COMPILED_MAX = 500;
const compiledKey = (owner: Owner, mode: string) => `${owner.tenantId}:${owner.merchantId ?? ''}:${mode}`;

/** The compiled set this replica holds for the owner and mode (it may be stale: compare its ids with `activeRuleIds`). */
export const heldRules = (owner: Owner, mode: 'Test' | 'Live'): CompiledRules | undefined => compiled.get(compiledKey(owner, mode));

/** A subquery answering the ids of the owner's active versions in the mode, as a JSON array (the partial index's read). */
export const activeRuleIdsSql = (owner: Owner, mode: 'Test' | 'Live'): SQL =>
  sql`(SELECT coalesce(json_agg(${antifraudRules.id}), '[]'::json) FROM ${antifraudRules} WHERE ${and(ownedBy(owner, antifraudRules), eq(antifraudRules.mode, mode), eq(antifraudRules.status, 'Active'))})`;

/** The ids as the cache compares them. */
export const idsKey = (ids: readonly string[]): string => [...ids].sort().join(',');

/** The compiled set of these active versions: the held one when its ids are the same, else read, ordered and kept. */
export async function compiledRules(db: Queryable, owner: Owner, mode: 'Test' | 'Live', ids: readonly string[]): Promise<CompiledRules> {
  const key = idsKey(ids);
  const held = heldRules(owner, mode);
  if (held && held.ids === key) return held;
  const rows = ids.length === 0 ? [] : await db.select({ id: antifraudRules.id, name: antifraudRules.name, action: antifraudRules.action, score: antifraudRules.score,
    conditions: antifraudRules.conditions, merchantId: antifraudRules.merchantId })
    .from(antifraudRules).where(inArray(antifraudRules.id, [...ids]));
  const rules = inEvaluationOrder([...rows.map(toEvaluated), ...DEFAULT_RULES]);
  const entry = { ids: key, rules, used: fieldsUsed(rules) };
  if (compiled.size >= COMPILED_MAX) compiled.delete(compiled.keys().next().value!);
  compiled.set(compiledKey(owner, mode), entry);
  return entry;
}

/**
 * The active rules that screen a merchant's payments in a mode (its tenant's and its own), with the defaults, in order.
 * A version's content never changes (an edit is a new version), so the ids of the active versions say whether the
 * compiled set this replica holds is current: one read of the partial index's ids per payment, the conditions read and
 * ordered again only when an activation changed them (the bench's 50 rules: ADR 0106 "Bench").
 */
export async function activeRules(db: Queryable, owner: Owner, mode: 'Test' | 'Live'): Promise<EvaluatedRule[]> {
  const { rows: [row] } = await db.execute<{ ids: string[] | string }>(sql`SELECT ${activeRuleIdsSql(owner, mode)} AS ids`);
  return (await compiledRules(db, owner, mode, parseJson<string[]>(row?.ids, []))).rules;
}

/** A JSON column as the driver answers it (parsed by node-postgres and PGlite; a string otherwise). */
export const parseJson = <T>(raw: unknown, fallback: T): T => (raw === null || raw === undefined ? fallback : typeof raw === 'string' ? JSON.parse(raw) as T : raw as T);

/** The entries not expired at `now` (a tenant's and, with a merchant, that merchant's). */
export async function activeListEntries(db: Queryable, owner: Owner, now: Date): Promise<Array<{ merchantId: string | null; listType: string; value: string }>> {
  return db.select({ merchantId: blacklistEntries.merchantId, listType: blacklistEntries.listType, value: blacklistEntries.value }).from(blacklistEntries)
    .where(and(ownedBy(owner, blacklistEntries), or(isNull(blacklistEntries.expiresAt), gt(blacklistEntries.expiresAt, now))));
}

export async function activeLists(db: Queryable, owner: Owner, now: Date): Promise<ListIndex> {
  return listIndex(await activeListEntries(db, owner, now));
}

/** The values of one payment a list may hold, by list type (already in each type's normal form). */
export type ListProbe = Partial<Record<BlacklistType, Array<string | null>>>;

/**
 * The lists as one payment needs them: only the entries equal to one of its values (an index read of
 * `blacklist_entries_lookup_idx` per value), plus the owner's IPv4 CIDR blocks when it has an IPv4 address. The index
 * answers `has` for this payment exactly as the whole lists would (ADR 0106 "Bench": 10 000 entries cost 30 ms read
 * whole per payment).
 */
export async function listsFor(db: Queryable, owner: Owner, now: Date, probe: ListProbe, ipv4: string | null): Promise<ListIndex> {
  const query = listQuery(owner, probe, ipv4);
  if (!query) return listIndex([]);
  const { rows } = await db.execute<ListRow>(query);
  return ownListIndex(rows, owner, now);
}

export type ListRow = { listType: string; value: string; merchantId: string | null; expiresAt: string | Date | null };

/** The owner's entries not expired at `now`, checked here rather than in the statement (its only condition is the index's). */
export const ownListIndex = (rows: readonly ListRow[], owner: Owner, now: Date): ListIndex =>
  listIndex(rows.filter((r) => (r.merchantId === null || r.merchantId === owner.merchantId) && (r.expiresAt === null || new Date(r.expiresAt) > now)));

/** The statement `listsFor` runs (null: nothing to look up): the tenant's entries equal to the payment's values, any owner. */
export function listQuery(owner: Owner, probe: ListProbe, ipv4: string | null): SQL | null {
  const pairs: SQL[] = [];
  for (const [type, values] of Object.entries(probe) as Array<[BlacklistType, Array<string | null>]>) {
    for (const v of new Set(values)) if (v) pairs.push(sql`(${type}, ${v})`);
  }
  const columns = sql`list_type AS "listType", value, merchant_id AS "merchantId", expires_at AS "expiresAt"`;
  const parts: SQL[] = [];
  // Index probes of blacklist_entries_lookup_idx (tenant, type, value all equal), whatever the lists' size.
  if (pairs.length > 0) parts.push(sql`SELECT ${columns} FROM ${blacklistEntries} WHERE tenant_id = ${owner.tenantId} AND (list_type, value) IN (${sql.join(pairs, sql`, `)})`);
  // The IP blocks (CIDR, a partial index holds them) that contain the payment's IPv4 address.
  if (ipv4) parts.push(sql`SELECT ${columns} FROM ${blacklistEntries} WHERE tenant_id = ${owner.tenantId} AND list_type = 'Ip' AND value LIKE '%/%' AND ${ipv4}::inet <<= value::inet`);
  return parts.length === 0 ? null : sql.join(parts, sql` UNION ALL `);
}
