import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { AntifraudAction, RuleGroup } from '@portal/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { antifraudRules, blacklistEntries } from '../../db/schema';
import { ANTIFRAUD } from '../transactions/antifraud';
import { listIndex, type ListIndex } from './blacklist-match';
import { inEvaluationOrder, type EvaluatedRule } from './evaluate';

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

/** The active rules that screen a merchant's payments in a mode (its tenant's and its own), with the defaults, in order. */
export async function activeRules(db: Queryable, owner: Owner, mode: 'Test' | 'Live'): Promise<EvaluatedRule[]> {
  const rows = await db.select({ id: antifraudRules.id, name: antifraudRules.name, action: antifraudRules.action, score: antifraudRules.score,
    conditions: antifraudRules.conditions, merchantId: antifraudRules.merchantId })
    .from(antifraudRules).where(and(ownedBy(owner, antifraudRules), eq(antifraudRules.mode, mode), eq(antifraudRules.status, 'Active')));
  return inEvaluationOrder([...rows.map(toEvaluated), ...DEFAULT_RULES]);
}

/** The entries not expired at `now` (a tenant's and, with a merchant, that merchant's). */
export async function activeListEntries(db: Queryable, owner: Owner, now: Date): Promise<Array<{ merchantId: string | null; listType: string; value: string }>> {
  return db.select({ merchantId: blacklistEntries.merchantId, listType: blacklistEntries.listType, value: blacklistEntries.value }).from(blacklistEntries)
    .where(and(ownedBy(owner, blacklistEntries), or(isNull(blacklistEntries.expiresAt), gt(blacklistEntries.expiresAt, now))));
}

export async function activeLists(db: Queryable, owner: Owner, now: Date): Promise<ListIndex> {
  return listIndex(await activeListEntries(db, owner, now));
}
