/**
 * Antifraud rules (spec part 2: /crm/settings/antifraud/antifraud for a tenant's, /merchant/payment-settings/
 * antifraud-rules for a merchant's; issue 29, ADR 0106). Each caller manages its own: tenant staff the tenant's
 * rules (they screen every merchant of the tenant), a merchant's users the merchant's (added to the tenant's).
 * An edit is a new version; activation runs the newest; a Live Block rule waits for a second user's approval.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import {
  ANTIFRAUD_MESSAGES as M, VERSION_MESSAGES, ANTIFRAUD_PERMISSIONS as P, ANTIFRAUD_RULE_ENDPOINTS as E, APPROVAL_NOTIFICATION_TYPES, ANTIFRAUD_RULES_RESOURCE, cleanGroup, conditionProblem,
  type AntifraudRuleBody, type AntifraudRuleRow, type RuleGroup,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { antifraudRules } from '../../db/schema';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { newId } from '../../lib/ids';
import * as V from '../../lib/versioned-rules';
import { approversOf } from '../approvals/approvers';
import { RULE_PAGES, tellActivationDecided } from '../approvals/activations';
import { notifyUsers } from '../notifications/notify';
import type { Principal } from '../users/repository';
import { backtest } from './backtest';
import { ownedWhere, ownerOf, peopleOf } from './owner';

const ACCESS: Access = { userTypes: ['crm', 'merchant'], anyPermission: [P.tenantRules, P.merchantRules] };

type RuleRow = typeof antifraudRules.$inferSelect;
type Mode = 'Test' | 'Live';

/** The rules' versions as the one versioned rule-set module reads them (ADR 0113): one Active version per rule. */
export const ANTIFRAUD_VERSIONS: V.VersionedTable<RuleRow> = {
  table: antifraudRules,
  columns: { id: antifraudRules.id, key: antifraudRules.ruleId, version: antifraudRules.version, status: antifraudRules.status, mode: antifraudRules.mode },
  keyOf: (r) => r.ruleId,
  activeScope: (r) => eq(antifraudRules.ruleId, r.ruleId),
  messages: { notFound: M.ruleNotFound, alreadyActive: M.alreadyActive, waitingForApproval: M.waitingForApproval, notPending: M.notPending, ownRequest: M.ownRequest },
};

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
const versionsOf = (db: Db, principal: Principal, ruleId: string, mode: Mode): Promise<RuleRow[]> =>
  V.versionsOf(db, ANTIFRAUD_VERSIONS, ruleId, mode, ownedWhere(ownerOf(principal), antifraudRules));

async function answer(db: Db, versions: RuleRow[]): Promise<AntifraudRuleRow> {
  const newest = versions[0]!;
  const people = await peopleOf(db, [newest.createdBy, newest.requestedBy, newest.approvedBy]);
  return toRow(newest, V.activeVersionOf(versions), people);
}

/** The body, checked again on the server: the name, the score, the condition tree (400 naming what is wrong). */
function checkBody(body: AntifraudRuleBody): void {
  if (!body.name.trim()) throw badRequest(M.nameRequired);
  if (!Number.isInteger(body.score) || body.score < 0 || body.score > 100) throw badRequest(M.scoreRange);
  const problem = conditionProblem(body.conditions as unknown as RuleGroup);
  if (problem) throw badRequest(problem);
}

export function antifraudRuleRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const isNewest = V.newestOnly('antifraud_rules', 'rule_id', { key: antifraudRules.ruleId, version: antifraudRules.version });

  listRoute(app, deps, ANTIFRAUD_RULES_RESOURCE, {
    access: ACCESS,
    select: (d) => d.select({
      ...getTableColumns(antifraudRules),
      createdByName: V.fullNameSql(antifraudRules.createdBy), requestedByName: V.fullNameSql(antifraudRules.requestedBy),
      approvedByName: V.fullNameSql(antifraudRules.approvedBy), activeVersion: V.activeVersionSql('antifraud_rules', 'rule_id'),
    }).from(antifraudRules).$dynamic(),
    countFrom: antifraudRules,
    columns: { id: antifraudRules.id, name: antifraudRules.name, action: antifraudRules.action, status: antifraudRules.status, createdAt: antifraudRules.createdAt },
    owner: { tenantId: antifraudRules.tenantId, merchantId: antifraudRules.merchantId, mode: antifraudRules.mode },
    // Tenant staff manage the tenant's own rules here, not its merchants'; only each rule's newest version is listed.
    where: ({ scope }) => and(isNewest, scope.kind === 'merchant' ? undefined : isNull(antifraudRules.merchantId)),
    toRow: ((r: RuleRow & { createdByName: string | null; requestedByName: string | null; approvedByName: string | null; activeVersion: number | null }) =>
      toRow(r, r.activeVersion === null ? null : Number(r.activeVersion), V.peopleFromNames(r))) as never,
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
      const active = V.activeVersionOf(versions);
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
      await V.withdrawUnactivated(db, ANTIFRAUD_VERSIONS, newest.ruleId);
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
      V.assertActivatable(ANTIFRAUD_VERSIONS, newest);
      const target = { type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId };
      if (newest.mode === 'Live' && newest.action === 'Block') {
        // Four-eyes (ADR 0071's, for rules): a Live Block rule can stop real payments, so a second user approves it.
        await V.requestApproval(db, ANTIFRAUD_VERSIONS, newest, principal.user.id);
        const owner = newest.merchantId ? { merchantId: newest.merchantId } : { tenantId: newest.tenantId };
        const recipients = await approversOf(db, owner, principal.user.id);
        await notifyUsers(db, recipients, {
          text: { key: 'approvals.antifraudRuleWaiting', params: { requester: `${principal.user.firstName} ${principal.user.lastName}`, rule: newest.name } },
          notificationType: APPROVAL_NOTIFICATION_TYPES.waiting,
          objectUrl: newest.merchantId ? '/merchant/payment-settings/antifraud-rules' : '/crm/settings/antifraud/antifraud',
        });
        noteRowChange(target, { status: newest.status }, { status: 'PendingApproval', requestedBy: principal.user.id });
      } else {
        await V.makeActive(db, ANTIFRAUD_VERSIONS, newest, null);
        noteRowChange(target, { status: newest.status, activeVersion: V.activeVersionOf(versions) }, { status: 'Active', activeVersion: newest.version });
      }
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.approve, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      V.assertDecidable(ANTIFRAUD_VERSIONS, newest, principal.user.id);
      await V.makeActive(db, ANTIFRAUD_VERSIONS, newest, principal.user.id);
      await tellActivationDecided(db, principal, { outcome: 'approved', kind: 'AntifraudRule', name: newest.name, requestedBy: newest.requestedBy, page: newest.merchantId ? RULE_PAGES.merchant : RULE_PAGES.tenant });
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { status: 'PendingApproval', activeVersion: V.activeVersionOf(versions) },
        { status: 'Active', activeVersion: newest.version, approvedBy: principal.user.id });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.decline, {
    access: ACCESS,
    handler: async ({ principal, params, body, mode }) => {
      const reason = body.reason.trim();
      if (!reason) throw badRequest(VERSION_MESSAGES.declineReasonRequired);
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      V.assertDecidable(ANTIFRAUD_VERSIONS, newest, principal.user.id);
      await V.declineActivation(db, ANTIFRAUD_VERSIONS, newest);
      await tellActivationDecided(db, principal, { outcome: 'declined', kind: 'AntifraudRule', name: newest.name, requestedBy: newest.requestedBy, page: newest.merchantId ? RULE_PAGES.merchant : RULE_PAGES.tenant, reason });
      noteRowChange({ type: ANTIFRAUD_RULES_RESOURCE.key, id: newest.ruleId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { status: 'PendingApproval', requestedBy: newest.requestedBy }, { status: 'Draft', requestedBy: null, declinedBy: principal.user.id, reason });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.deactivate, {
    access: ACCESS,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const active = versions.find((v) => v.status === 'Active');
      // An activation that waited is withdrawn too: the version is a draft again.
      await V.deactivate(db, ANTIFRAUD_VERSIONS, params.id);
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
