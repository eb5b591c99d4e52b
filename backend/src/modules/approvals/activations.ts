/**
 * Rule and routing activations waiting for a second user (ADR 0113, the approvals page's second source beside ADR
 * 0071's transactions): a Live Block antifraud rule (ADR 0106) or a Live smart routing configuration (ADR 0107) is
 * PendingApproval until another user with its page's permission approves or declines it. The caller sees what it
 * may decide: tenant staff their tenant's own rules, a merchant's users their merchant's rules and configurations,
 * each by its page's permission; its own requests are listed (as waiting for another user) but not decidable.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ANTIFRAUD_PERMISSIONS, APPROVAL_NOTIFICATION_TYPES, ROUTING_PERMISSIONS, VERSION_LIMITS, describeCondition, isGroup,
  type PendingActivation, type RoutingDefinition, type RuleGroup,
} from '@portal/contracts';
import type { Db, Queryable } from '../../db/client';
import { antifraudRules, merchants, paymentChannels, routingConfigurations, websites } from '../../db/schema';
import { notifyUsers } from '../notifications/notify';
import { peopleOf } from '../antifraud/owner';
import type { Principal } from '../users/repository';

export const RULE_PAGES = { tenant: '/crm/settings/antifraud/antifraud', merchant: '/merchant/payment-settings/antifraud-rules' } as const;
export const ROUTING_PAGES = { Priority: '/merchant/payment-settings/smart-routing', Rules: '/merchant/payment-settings/smart-routing-v2' } as const;

/** A condition tree in words, as the alerts tab and the rules list say it. */
export const groupInWords = (g: RuleGroup): string => {
  const inner = g.rules.map((n) => (isGroup(n) ? `(${groupInWords(n)})` : describeCondition(n))).join(` ${g.combinator} `);
  return g.not ? `not (${inner})` : inner;
};

/** A routing definition in words: each rule's condition and channels (with the split), then the fallback; or the priority lists. */
export function definitionInWords(d: RoutingDefinition, names: Map<string, string>): string {
  const name = (id: string) => names.get(id) ?? id;
  if (d.kind === 'Priority') return d.priorities.map((p) => `${p.paymentMethod}: ${p.channelIds.map(name).join(', ')}`).join('; ');
  const rules = d.rules.map((r) => {
    const to = r.split.length === 1 ? name(r.split[0]!.channelId) : r.split.map((s) => `${name(s.channelId)} ${s.percent}%`).join(' / ');
    return `${r.name}: ${r.conditions.rules.length ? groupInWords(r.conditions) : 'every payment'} → ${to}`;
  });
  const fallback = d.fallback?.length ? [`otherwise: ${d.fallback.map(name).join(', ')}`] : [];
  return [...rules, ...fallback].join('; ');
}

/** What the caller may decide here, by its page permissions (the same as the approve endpoints'). */
function reach(principal: Principal): { rules: 'tenant' | 'merchant' | null; routing: boolean } {
  const has = (p: string) => principal.permissions.has(p);
  const { user } = principal;
  if (user.userType === 'merchant' && user.merchantId) {
    return { rules: has(ANTIFRAUD_PERMISSIONS.merchantRules) ? 'merchant' : null, routing: has(ROUTING_PERMISSIONS.v1) || has(ROUTING_PERMISSIONS.v2) };
  }
  return { rules: user.tenantId && has(ANTIFRAUD_PERMISSIONS.tenantRules) ? 'tenant' : null, routing: false };
}

/** The activations waiting for a second user that the caller may see, oldest request first (both modes). */
export async function pendingActivations(db: Db, principal: Principal): Promise<PendingActivation[]> {
  const { user } = principal;
  const can = reach(principal);
  const rows: PendingActivation[] = [];
  const requesters: Array<string | null> = [];
  if (can.rules) {
    const owned = can.rules === 'merchant'
      ? and(eq(antifraudRules.tenantId, principal.merchant?.tenantId ?? user.tenantId!), eq(antifraudRules.merchantId, user.merchantId!))
      : and(eq(antifraudRules.tenantId, user.tenantId!), isNull(antifraudRules.merchantId));
    const waiting = await db.select({
      r: antifraudRules, merchantName: merchants.legalBusinessName,
      running: sql<number | null>`(SELECT a.version FROM antifraud_rules a WHERE a.rule_id = ${antifraudRules.ruleId} AND a.status = 'Active')`,
    }).from(antifraudRules).leftJoin(merchants, eq(merchants.id, antifraudRules.merchantId))
      .where(and(owned, eq(antifraudRules.status, 'PendingApproval'))).orderBy(asc(antifraudRules.createdAt)).limit(VERSION_LIMITS.pendingMax);
    for (const { r, merchantName, running } of waiting) {
      requesters.push(r.requestedBy);
      rows.push({
        kind: 'AntifraudRule', id: r.ruleId, version: r.version, name: r.name, mode: r.mode, merchantId: r.merchantId, merchantName: merchantName ?? null,
        websiteName: null, action: r.action as PendingActivation['action'], change: groupInWords(r.conditions), runningVersion: running === null ? null : Number(running),
        requestedBy: r.requestedBy ? { id: r.requestedBy, name: '' } : null, requestedAt: (r.requestedAt ?? r.createdAt).toISOString(),
        page: r.merchantId ? RULE_PAGES.merchant : RULE_PAGES.tenant, mine: r.requestedBy === user.id,
      });
    }
  }
  if (can.routing) {
    const waiting = await db.select({
      c: routingConfigurations, merchantName: merchants.legalBusinessName, websiteName: websites.name,
      running: sql<number | null>`(SELECT a.version FROM routing_configurations a WHERE a.configuration_id = ${routingConfigurations.configurationId} AND a.status = 'Active')`,
    }).from(routingConfigurations).innerJoin(merchants, eq(merchants.id, routingConfigurations.merchantId))
      .innerJoin(websites, eq(websites.id, routingConfigurations.websiteId))
      .where(and(eq(routingConfigurations.merchantId, user.merchantId!), eq(routingConfigurations.status, 'PendingApproval')))
      .orderBy(asc(routingConfigurations.createdAt)).limit(VERSION_LIMITS.pendingMax);
    const ids = [...new Set(waiting.flatMap(({ c }) => channelIdsOf(c.definition)))];
    const names = new Map(ids.length
      ? (await db.select({ id: paymentChannels.id, name: paymentChannels.name }).from(paymentChannels).where(inArray(paymentChannels.id, ids))).map((c) => [c.id, c.name])
      : []);
    for (const { c, merchantName, websiteName, running } of waiting) {
      requesters.push(c.requestedBy);
      rows.push({
        kind: 'RoutingConfiguration', id: c.configurationId, version: c.version, name: c.name, mode: c.mode, merchantId: c.merchantId, merchantName,
        websiteName, action: null, change: definitionInWords(c.definition, names), runningVersion: running === null ? null : Number(running),
        requestedBy: c.requestedBy ? { id: c.requestedBy, name: '' } : null, requestedAt: (c.requestedAt ?? c.createdAt).toISOString(),
        page: ROUTING_PAGES[c.kind], mine: c.requestedBy === user.id,
      });
    }
  }
  const people = await peopleOf(db, requesters);
  for (const row of rows) if (row.requestedBy) row.requestedBy = people.get(row.requestedBy.id) ?? row.requestedBy;
  return rows.sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)).slice(0, VERSION_LIMITS.pendingMax);
}

const channelIdsOf = (d: RoutingDefinition): string[] => (d.kind === 'Priority'
  ? d.priorities.flatMap((p) => p.channelIds)
  : [...d.rules.flatMap((r) => r.split.map((s) => s.channelId)), ...(d.fallback ?? [])]);

/**
 * Tells the requester how a second user decided their waiting activation (ADR 0113): approved (it runs now) or declined
 * with the reason (a draft again). Nothing when nobody asked, or the decider is the requester.
 */
export async function tellActivationDecided(
  q: Pick<Queryable, 'select' | 'insert'>, decider: Principal,
  what: { kind: PendingActivation['kind']; name: string; requestedBy: string | null; page: string } & ({ outcome: 'approved' } | { outcome: 'declined'; reason: string }),
): Promise<void> {
  if (!what.requestedBy || what.requestedBy === decider.user.id) return;
  const params = { decider: `${decider.user.firstName} ${decider.user.lastName}`.trim(), ...(what.outcome === 'declined' ? { reason: what.reason } : {}) };
  const rule = what.kind === 'AntifraudRule';
  const key = `approvals.${rule ? 'antifraudRule' : 'smartRouting'}${what.outcome === 'approved' ? 'Approved' : 'Declined'}` as const;
  await notifyUsers(q, [what.requestedBy], {
    text: { key, params: { ...params, ...(rule ? { rule: what.name } : { configuration: what.name }) } },
    notificationType: APPROVAL_NOTIFICATION_TYPES.decided, objectUrl: what.page,
  });
}
