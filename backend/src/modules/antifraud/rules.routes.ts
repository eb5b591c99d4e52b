/**
 * Antifraud rules (spec part 2: /crm/settings/antifraud/antifraud for a tenant's, /merchant/payment-settings/
 * antifraud-rules for a merchant's; issue 29, ADR 0106). Each caller manages its own: tenant staff the tenant's
 * rules (they screen every merchant of the tenant), a merchant's users the merchant's (added to the tenant's).
 * An edit is a new version; activation runs the newest; a Live Block rule waits for a second user's approval.
 */
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, getTableColumns, inArray, isNull, ne, sql } from 'drizzle-orm';
import {
  ANTIFRAUD_MESSAGES as M, ANTIFRAUD_PERMISSIONS as P, ANTIFRAUD_RULE_ENDPOINTS as E, APPROVAL_NOTIFICATION_TYPES, ANTIFRAUD_RULES_RESOURCE, cleanGroup, conditionProblem,
  type AntifraudRuleBody, type AntifraudRuleRow, type RuleGroup,
} from '@portal/contracts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { antifraudRules, users } from '../../db/schema';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import { approversOf } from '../approvals/approvers';
import { notifyUsers } from '../notifications/notify';
import type { Principal } from '../users/repository';
import { backtest } from './backtest';
import { ownedWhere, ownerOf, peopleOf } from './owner';

const ACCESS: Access = { userTypes: ['crm', 'merchant'], anyPermission: [P.tenantRules, P.merchantRules] };

type RuleRow = typeof antifraudRules.$inferSelect;
type Mode = 'Test' | 'Live';

const fullName = (id: PgColumn) =>
  sql<string | null>`(SELECT u.first_name || ' ' || u.last_name FROM ${users} u WHERE u.id = ${id})`;

/** The version's row as the API answers it; `people` names the users, `active` the version that runs. */
function toRow(r: RuleRow, active: number | null, people: Map<string, { id: string; name: string }>): AntifraudRuleRow {
  const person = (id: string | null) => (id ? people.get(id) ?? { id, name: '' } : null);
  return {
    id: r.id, ruleId: r.ruleId, version: r.version, tenantId: r.tenantId, merchantId: r.merchantId, mode: r.mode, name: r.name, description: r.description,
    action: r.action as AntifraudRuleRow['action'], score: r.score, conditions: r.conditions, status: r.status as AntifraudRuleRow['status'], activeVersion: active,
    createdBy: person(r.createdBy), createdAt: r.createdAt.toISOString(), requestedBy: person(r.requestedBy), approvedBy: person(r.approvedBy),
    activatedAt: r.activatedAt?.toISOString() ?? null,
  };
}

/** Every version of a rule the caller owns in the mode, newest first (404 when none). */
async function versionsOf(db: Db, principal: Principal, ruleId: string, mode: Mode): Promise<RuleRow[]> {
  const rows = await db.select().from(antifraudRules)
    .where(and(eq(antifraudRules.ruleId, ruleId), eq(antifraudRules.mode, mode), ownedWhere(ownerOf(principal), antifraudRules)))
    .orderBy(desc(antifraudRules.version));
  if (rows.length === 0) throw notFound(M.ruleNotFound);
  return rows;
}

async function answer(db: Db, versions: RuleRow[]): Promise<AntifraudRuleRow> {
  const newest = versions[0]!;
  const people = await peopleOf(db, [newest.createdBy, newest.requestedBy, newest.approvedBy]);
  return toRow(newest, versions.find((v) => v.status === 'Active')?.version ?? null, people);
}

/** The body, checked again on the server: the name, the score, the condition tree (400 naming what is wrong). */
function checkBody(body: AntifraudRuleBody): void {
  if (!body.name.trim()) throw badRequest(M.nameRequired);
  if (!Number.isInteger(body.score) || body.score < 0 || body.score > 100) throw badRequest(M.scoreRange);
  const problem = conditionProblem(body.conditions as unknown as RuleGroup);
  if (problem) throw badRequest(problem);
}

/** Makes one version the one that runs: the rule's other versions stop (at most one Active per rule). */
async function makeActive(db: Db, version: RuleRow, approvedBy: string | null): Promise<void> {
  const now = new Date();
  await db.update(antifraudRules).set({ status: 'Inactive' })
    .where(and(eq(antifraudRules.ruleId, version.ruleId), eq(antifraudRules.status, 'Active'), ne(antifraudRules.id, version.id)));
  await db.update(antifraudRules).set({ status: 'Active', activatedAt: now, ...(approvedBy ? { approvedBy } : {}) }).where(eq(antifraudRules.id, version.id));
}

export function antifraudRuleRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const isNewest = sql`NOT EXISTS (SELECT 1 FROM antifraud_rules n WHERE n.rule_id = ${antifraudRules.ruleId} AND n.version > ${antifraudRules.version})`;

  listRoute(app, deps, ANTIFRAUD_RULES_RESOURCE, {
    access: ACCESS,
    select: (d) => d.select({
      ...getTableColumns(antifraudRules),
      createdByName: fullName(antifraudRules.createdBy), requestedByName: fullName(antifraudRules.requestedBy), approvedByName: fullName(antifraudRules.approvedBy),
      // Qualified by hand: drizzle writes a selected field's column without its table, which the alias would capture.
      activeVersion: sql<number | null>`(SELECT a.version FROM antifraud_rules a WHERE a.rule_id = antifraud_rules.rule_id AND a.status = 'Active')`,
    }).from(antifraudRules).$dynamic(),
    countFrom: antifraudRules,
    columns: { id: antifraudRules.id, name: antifraudRules.name, action: antifraudRules.action, status: antifraudRules.status, createdAt: antifraudRules.createdAt },
    owner: { tenantId: antifraudRules.tenantId, merchantId: antifraudRules.merchantId, mode: antifraudRules.mode },
    // Tenant staff manage the tenant's own rules here, not its merchants'; only each rule's newest version is listed.
    where: ({ scope }) => and(isNewest, scope.kind === 'merchant' ? undefined : isNull(antifraudRules.merchantId)),
    toRow: ((r: RuleRow & { createdByName: string | null; requestedByName: string | null; approvedByName: string | null; activeVersion: number | null }) => {
      const people = new Map<string, { id: string; name: string }>();
      if (r.createdBy) people.set(r.createdBy, { id: r.createdBy, name: r.createdByName ?? '' });
      if (r.requestedBy) people.set(r.requestedBy, { id: r.requestedBy, name: r.requestedByName ?? '' });
      if (r.approvedBy) people.set(r.approvedBy, { id: r.approvedBy, name: r.approvedByName ?? '' });
      return toRow(r, r.activeVersion === null ? null : Number(r.activeVersion), people);
    }) as never,
  });

  apiRoute(app, deps, E.resource.one, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => (await answer(db, await versionsOf(db, principal, params.id, mode))) as never,
  });

  apiRoute(app, deps, E.versions, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const people = await peopleOf(db, versions.flatMap((v) => [v.createdBy, v.requestedBy, v.approvedBy]));
      const active = versions.find((v) => v.status === 'Active')?.version ?? null;
      return versions.map((v) => toRow(v, active, people)) as never;
    },
  });

  apiRoute(app, deps, E.resource.create, {
    access: ACCESS,
    handler: async ({ principal, body, mode }) => {
      const b = body as unknown as AntifraudRuleBody;
      checkBody(b);
      const owner = ownerOf(principal);
      const id = newId();
      const [row] = await db.insert(antifraudRules).values({
        id, ruleId: id, version: 1, ...owner, mode, name: b.name.trim(), description: (b.description ?? '').trim(), action: b.action, score: b.score,
        conditions: cleanGroup(b.conditions), status: 'Draft', createdBy: principal.user.id,
      }).returning();
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id, ...owner }, null, row!);
      return answerWith(201, await answer(db, [row!])) as never;
    },
  });

  apiRoute(app, deps, E.resource.update, {
    access: ACCESS,
    handler: async ({ principal, params, body, mode }) => {
      const b = body as unknown as AntifraudRuleBody;
      checkBody(b);
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      // A newer draft replaces one that was saved or waited for approval; the active version runs until another is activated.
      await db.update(antifraudRules).set({ status: 'Inactive' })
        .where(and(eq(antifraudRules.ruleId, newest.ruleId), inArray(antifraudRules.status, ['Draft', 'PendingApproval'])));
      const [row] = await db.insert(antifraudRules).values({
        id: newId(), ruleId: newest.ruleId, version: newest.version + 1, tenantId: newest.tenantId, merchantId: newest.merchantId, mode: newest.mode,
        name: b.name.trim(), description: (b.description ?? '').trim(), action: b.action, score: b.score, conditions: cleanGroup(b.conditions), status: 'Draft',
        createdBy: principal.user.id,
      }).returning();
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId }, newest, row!);
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.activate, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      if (newest.status === 'Active') throw new ApiError(409, M.alreadyActive);
      if (newest.status === 'PendingApproval') throw new ApiError(409, M.waitingForApproval);
      const target = { type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId };
      if (newest.mode === 'Live' && newest.action === 'Block') {
        // Four-eyes (ADR 0071's, for rules): a Live Block rule can stop real payments, so a second user approves it.
        await db.update(antifraudRules).set({ status: 'PendingApproval', requestedBy: principal.user.id }).where(eq(antifraudRules.id, newest.id));
        const owner = newest.merchantId ? { merchantId: newest.merchantId } : { tenantId: newest.tenantId };
        const recipients = await approversOf(db, owner, principal.user.id);
        await notifyUsers(db, recipients, {
          text: { key: 'approvals.antifraudRuleWaiting', params: { requester: `${principal.user.firstName} ${principal.user.lastName}`, rule: newest.name } },
          notificationType: APPROVAL_NOTIFICATION_TYPES.waiting,
          objectUrl: newest.merchantId ? '/merchant/payment-settings/antifraud-rules' : '/crm/settings/antifraud/antifraud',
        });
        noteRowChange(target, { status: newest.status }, { status: 'PendingApproval', requestedBy: principal.user.id });
      } else {
        await makeActive(db, newest, null);
        noteRowChange(target, { status: newest.status, activeVersion: versions.find((v) => v.status === 'Active')?.version ?? null }, { status: 'Active', activeVersion: newest.version });
      }
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.approve, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      if (newest.status !== 'PendingApproval') throw new ApiError(409, M.notPending);
      if (newest.requestedBy === principal.user.id) throw new ApiError(409, M.ownRequest);
      await makeActive(db, newest, principal.user.id);
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { status: 'PendingApproval', activeVersion: versions.find((v) => v.status === 'Active')?.version ?? null },
        { status: 'Active', activeVersion: newest.version, approvedBy: principal.user.id });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.deactivate, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const active = versions.find((v) => v.status === 'Active');
      await db.update(antifraudRules).set({ status: 'Inactive' }).where(and(eq(antifraudRules.ruleId, params.id), eq(antifraudRules.status, 'Active')));
      // An activation that waited is withdrawn: the version is a draft again.
      await db.update(antifraudRules).set({ status: 'Draft', requestedBy: null }).where(and(eq(antifraudRules.ruleId, params.id), eq(antifraudRules.status, 'PendingApproval')));
      const newest = versions[0]!;
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { activeVersion: active?.version ?? null }, { activeVersion: null });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.backtest, {
    access: ACCESS,
    handler: async ({ principal, body, mode }) => {
      const problem = conditionProblem(body.conditions as unknown as RuleGroup);
      if (problem) throw badRequest(problem);
      return backtest(db, { owner: ownerOf(principal), mode, now: new Date(), days: body.days, action: body.action, conditions: body.conditions as unknown as RuleGroup }) as never;
    },
  });
}
