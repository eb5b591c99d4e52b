/**
 * Smart routing configurations (spec part 2: /merchant/payment-settings/smart-routing (v1), /smart-routing-v2 and
 * /smart-routing-visualization; issue 29, ADR 0107). A merchant's users manage their merchant's own configurations
 * per website and mode. An edit is a new version; activation runs the newest (one active per website and mode);
 * a Live activation waits for a second user's approval. The simulator runs the payment path's routing function.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_NOTIFICATION_TYPES, ROUTING_MESSAGES as M, VERSION_MESSAGES, ROUTING_PERMISSIONS as P, SMART_ROUTING_ENDPOINTS as E, SMART_ROUTING_RESOURCE, channelsOf,
  routingDefinitionProblem, cleanGroup, type RoutingBody, type RoutingDefinition, type RoutingRow, type RoutingSimulationAnswer,
} from '@portal/contracts';
import type { Db } from '../../db/client';
import { paymentChannels, routingConfigurations, websites } from '../../db/schema';
import type { Access } from '../../http/api-route';
import { apiRoute, answerWith } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { listRoute } from '../../http/resource-routes';
import { scopeOf } from '../../http/scope';
import { newId } from '../../lib/ids';
import * as V from '../../lib/versioned-rules';
import { approversOf } from '../approvals/approvers';
import { ROUTING_PAGES, tellActivationDecided } from '../approvals/activations';
import { notifyUsers } from '../notifications/notify';
import { peopleOf } from '../antifraud/owner';
import { routeWithSetup } from '../processing-setup/check';
import type { Principal } from '../users/repository';

const EDIT: Access = { userTypes: ['merchant'], anyPermission: [P.v1, P.v2] };
const VIEW: Access = { userTypes: ['merchant'], anyPermission: [P.v1, P.v2, P.view] };

type ConfigRow = typeof routingConfigurations.$inferSelect;
type Mode = 'Test' | 'Live';

/** The configurations' versions as the one versioned rule-set module reads them (ADR 0113): one Active per website and mode. */
export const ROUTING_VERSIONS: V.VersionedTable<ConfigRow> = {
  table: routingConfigurations,
  columns: {
    id: routingConfigurations.id, key: routingConfigurations.configurationId, version: routingConfigurations.version, status: routingConfigurations.status,
    mode: routingConfigurations.mode,
  },
  keyOf: (r) => r.configurationId,
  activeScope: (r) => and(eq(routingConfigurations.websiteId, r.websiteId), eq(routingConfigurations.mode, r.mode))!,
  messages: { notFound: M.configurationNotFound, alreadyActive: M.alreadyActive, waitingForApproval: M.waitingForApproval, notPending: M.notPending, ownRequest: M.ownRequest },
};

/** The merchant a caller acts for (a merchant user's own). */
function merchantOf(principal: Principal): { tenantId: string; merchantId: string } {
  const { user } = principal;
  if (!user.merchantId) throw badRequest('Smart routing belongs to a merchant');
  return { tenantId: principal.merchant?.tenantId ?? user.tenantId!, merchantId: user.merchantId };
}

function toRow(r: ConfigRow, websiteName: string, active: number | null, people: Map<string, { id: string; name: string }>): RoutingRow {
  const person = (id: string | null) => (id ? people.get(id) ?? { id, name: '' } : null);
  return {
    id: r.id, configurationId: r.configurationId, version: r.version, tenantId: r.tenantId, merchantId: r.merchantId, websiteId: r.websiteId, websiteName,
    mode: r.mode, kind: r.kind, name: r.name, definition: r.definition, status: r.status as RoutingRow['status'], activeVersion: active,
    createdBy: person(r.createdBy), createdAt: r.createdAt.toISOString(), requestedBy: person(r.requestedBy), approvedBy: person(r.approvedBy),
    activatedAt: r.activatedAt?.toISOString() ?? null,
  };
}

/** Every version of a configuration the caller's merchant owns in the mode, newest first (404 when none). */
const versionsOf = (db: Db, principal: Principal, configurationId: string, mode: Mode): Promise<ConfigRow[]> =>
  V.versionsOf(db, ROUTING_VERSIONS, configurationId, mode, eq(routingConfigurations.merchantId, merchantOf(principal).merchantId));

async function websiteName(db: Db, id: string): Promise<string> {
  const [w] = await db.select({ name: websites.name }).from(websites).where(eq(websites.id, id));
  return w?.name ?? '';
}

async function answer(db: Db, versions: ConfigRow[]): Promise<RoutingRow> {
  const newest = versions[0]!;
  const people = await peopleOf(db, [newest.createdBy, newest.requestedBy, newest.approvedBy]);
  return toRow(newest, await websiteName(db, newest.websiteId), V.activeVersionOf(versions), people);
}

/** The definition as stored: the condition trees cleaned of an editor's extra keys, names trimmed. */
function cleanDefinition(d: RoutingDefinition): RoutingDefinition {
  if (d.kind === 'Priority') return { kind: 'Priority', priorities: d.priorities.map((p) => ({ paymentMethod: p.paymentMethod, channelIds: [...p.channelIds] })) };
  return {
    kind: 'Rules',
    rules: d.rules.map((r) => ({ name: r.name.trim(), conditions: cleanGroup(r.conditions), split: r.split.map((s) => ({ channelId: s.channelId, percent: s.percent })) })),
    fallback: [...(d.fallback ?? [])],
  };
}

/** The body, checked again on the server: name, the merchant's website and channels, the definition (400 naming the problem). */
async function checkBody(db: Db, merchantId: string, body: RoutingBody): Promise<RoutingDefinition> {
  if (!body.name.trim()) throw badRequest(M.nameRequired);
  const [website] = await db.select({ merchantId: websites.merchantId }).from(websites).where(eq(websites.id, body.websiteId));
  if (!website || website.merchantId !== merchantId) throw badRequest(M.websiteNotFound);
  const d = { ...body.definition, ...(body.definition.kind === 'Rules' ? { fallback: body.definition.fallback ?? [] } : {}) } as RoutingDefinition;
  const problem = routingDefinitionProblem(d);
  if (problem) throw badRequest(problem);
  const ids = channelsOf(d);
  if (ids.length) {
    const own = await db.select({ id: paymentChannels.id }).from(paymentChannels).where(and(inArray(paymentChannels.id, ids), eq(paymentChannels.merchantId, merchantId)));
    if (own.length !== ids.length) throw badRequest(M.unknownChannel);
  }
  return cleanDefinition(d);
}

/**
 * Runs one version: the configuration's other versions and the website's other active configuration in the mode stop.
 * Answers the other configuration it replaced (the activation's audit event names it).
 */
async function makeActive(db: Db, version: ConfigRow, approvedBy: string | null): Promise<{ id: string; name: string; version: number } | null> {
  const stopped = await V.makeActive(db, ROUTING_VERSIONS, version, approvedBy);
  const other = stopped.find((r) => r.configurationId !== version.configurationId);
  return other ? { id: other.configurationId, name: other.name, version: other.version } : null;
}

export function smartRoutingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;
  const isNewest = V.newestOnly('routing_configurations', 'configuration_id', { key: routingConfigurations.configurationId, version: routingConfigurations.version });
  const fullName = V.fullNameSql;

  listRoute(app, deps, SMART_ROUTING_RESOURCE, {
    access: VIEW,
    select: (d) => d.select({
      ...getTableColumns(routingConfigurations),
      websiteName: sql<string>`(SELECT w.name FROM websites w WHERE w.id = ${routingConfigurations.websiteId})`,
      createdByName: fullName(routingConfigurations.createdBy), requestedByName: fullName(routingConfigurations.requestedBy),
      approvedByName: fullName(routingConfigurations.approvedBy),
      activeVersion: V.activeVersionSql('routing_configurations', 'configuration_id'),
    }).from(routingConfigurations).$dynamic(),
    countFrom: routingConfigurations,
    columns: { id: routingConfigurations.id, name: routingConfigurations.name, kind: routingConfigurations.kind, status: routingConfigurations.status, createdAt: routingConfigurations.createdAt },
    owner: { tenantId: routingConfigurations.tenantId, merchantId: routingConfigurations.merchantId, mode: routingConfigurations.mode },
    where: () => isNewest,
    toRow: ((r: ConfigRow & { websiteName: string; createdByName: string | null; requestedByName: string | null; approvedByName: string | null; activeVersion: number | null }) =>
      toRow(r, r.websiteName ?? '', r.activeVersion === null ? null : Number(r.activeVersion), V.peopleFromNames(r))) as never,
  });

  apiRoute(app, deps, E.resource.one, {
    access: VIEW,
    handler: async ({ principal, params, mode }) => (await answer(db, await versionsOf(db, principal, params.id, mode))) as never,
  });

  apiRoute(app, deps, E.versions, {
    access: VIEW,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const people = await peopleOf(db, versions.flatMap((v) => [v.createdBy, v.requestedBy, v.approvedBy]));
      const active = V.activeVersionOf(versions);
      const name = await websiteName(db, versions[0]!.websiteId);
      return versions.map((v) => toRow(v, name, active, people)) as never;
    },
  });

  apiRoute(app, deps, E.resource.create, {
    access: EDIT,
    handler: async ({ principal, body, mode }) => {
      const b = body as unknown as RoutingBody;
      const owner = merchantOf(principal);
      const definition = await checkBody(db, owner.merchantId, b);
      const id = newId();
      const [row] = await db.insert(routingConfigurations).values({
        id, configurationId: id, version: 1, ...owner, websiteId: b.websiteId, mode, kind: definition.kind, name: b.name.trim(), definition,
        status: 'Draft', createdBy: principal.user.id,
      }).returning();
      noteRowChange({ type: SMART_ROUTING_RESOURCE.key, id, ...owner }, null, row!);
      return answerWith(201, await answer(db, [row!])) as never;
    },
  });

  apiRoute(app, deps, E.resource.update, {
    access: EDIT,
    handler: async ({ principal, params, body, mode }) => {
      const b = body as unknown as RoutingBody;
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      const definition = await checkBody(db, newest.merchantId, b);
      if (definition.kind !== newest.kind) throw badRequest(M.kindChanged);
      // A newer draft replaces one that was saved or waited for approval; the active version runs until another is activated.
      await V.withdrawUnactivated(db, ROUTING_VERSIONS, newest.configurationId);
      const [row] = await db.insert(routingConfigurations).values({
        id: newId(), configurationId: newest.configurationId, version: newest.version + 1, tenantId: newest.tenantId, merchantId: newest.merchantId,
        websiteId: b.websiteId, mode: newest.mode, kind: newest.kind, name: b.name.trim(), definition, status: 'Draft', createdBy: principal.user.id,
      }).returning();
      noteRowChange({ type: SMART_ROUTING_RESOURCE.key, id: newest.configurationId, tenantId: newest.tenantId, merchantId: newest.merchantId }, newest, row!);
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.activate, {
    access: EDIT,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      V.assertActivatable(ROUTING_VERSIONS, newest);
      const target = { type: SMART_ROUTING_RESOURCE.key, id: newest.configurationId, tenantId: newest.tenantId, merchantId: newest.merchantId };
      const running = V.activeVersionOf(versions);
      if (newest.mode === 'Live') {
        // Four-eyes (ADR 0071's, as a Live Block rule's): a Live configuration routes real payments, so a second user approves it.
        await V.requestApproval(db, ROUTING_VERSIONS, newest, principal.user.id);
        const recipients = await approversOf(db, { merchantId: newest.merchantId }, principal.user.id);
        await notifyUsers(db, recipients, {
          text: { key: 'approvals.smartRoutingWaiting', params: { requester: `${principal.user.firstName} ${principal.user.lastName}`, configuration: newest.name } },
          notificationType: APPROVAL_NOTIFICATION_TYPES.waiting,
          objectUrl: newest.kind === 'Priority' ? '/merchant/payment-settings/smart-routing' : '/merchant/payment-settings/smart-routing-v2',
        });
        noteRowChange(target, { status: newest.status }, { status: 'PendingApproval', requestedBy: principal.user.id });
      } else {
        const replaced = await makeActive(db, newest, null);
        noteRowChange(target, { status: newest.status, activeVersion: running, replacedConfiguration: null }, { status: 'Active', activeVersion: newest.version, replacedConfiguration: replaced });
      }
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.approve, {
    access: EDIT,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      V.assertDecidable(ROUTING_VERSIONS, newest, principal.user.id);
      const replaced = await makeActive(db, newest, principal.user.id);
      await tellActivationDecided(db, principal, { outcome: 'approved', kind: 'RoutingConfiguration', name: newest.name, requestedBy: newest.requestedBy, page: ROUTING_PAGES[newest.kind] });
      noteRowChange({ type: SMART_ROUTING_RESOURCE.key, id: newest.configurationId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { status: 'PendingApproval', activeVersion: V.activeVersionOf(versions), replacedConfiguration: null },
        { status: 'Active', activeVersion: newest.version, approvedBy: principal.user.id, replacedConfiguration: replaced });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.decline, {
    access: EDIT,
    handler: async ({ principal, params, body, mode }) => {
      const reason = body.reason.trim();
      if (!reason) throw badRequest(VERSION_MESSAGES.declineReasonRequired);
      const versions = await versionsOf(db, principal, params.id, mode);
      const newest = versions[0]!;
      V.assertDecidable(ROUTING_VERSIONS, newest, principal.user.id);
      await V.declineActivation(db, ROUTING_VERSIONS, newest);
      await tellActivationDecided(db, principal, { outcome: 'declined', kind: 'RoutingConfiguration', name: newest.name, requestedBy: newest.requestedBy, page: ROUTING_PAGES[newest.kind], reason });
      noteRowChange({ type: SMART_ROUTING_RESOURCE.key, id: newest.configurationId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { status: 'PendingApproval', requestedBy: newest.requestedBy }, { status: 'Draft', requestedBy: null, declinedBy: principal.user.id, reason });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.deactivate, {
    access: EDIT,
    handler: async ({ principal, params, mode }) => {
      const versions = await versionsOf(db, principal, params.id, mode);
      const active = versions.find((v) => v.status === 'Active');
      // An activation that waited is withdrawn too: the version is a draft again.
      await V.deactivate(db, ROUTING_VERSIONS, params.id);
      const newest = versions[0]!;
      noteRowChange({ type: SMART_ROUTING_RESOURCE.key, id: newest.configurationId, tenantId: newest.tenantId, merchantId: newest.merchantId },
        { activeVersion: active?.version ?? null }, { activeVersion: null });
      return (await answer(db, await versionsOf(db, principal, params.id, mode))) as never;
    },
  });

  apiRoute(app, deps, E.active, {
    access: VIEW,
    handler: async ({ principal, query, mode }) => {
      const { merchantId } = merchantOf(principal);
      const [row] = await db.select().from(routingConfigurations).where(and(eq(routingConfigurations.websiteId, query.websiteId),
        eq(routingConfigurations.mode, mode), eq(routingConfigurations.status, 'Active'), eq(routingConfigurations.merchantId, merchantId)));
      if (!row) return [] as never;
      return [await answer(db, [row])] as never;
    },
  });

  apiRoute(app, deps, E.simulate, {
    access: VIEW,
    handler: async ({ principal, body, mode }) => {
      const { merchantId } = merchantOf(principal);
      const b = body as { websiteId: string; paymentMethod: string; amount: number; currency: string; cardCountry?: string; cardBin?: string };
      const scope = scopeOf(principal, {});
      const { decision } = await routeWithSetup(db, scope, { merchantId, websiteId: b.websiteId, paymentMethod: b.paymentMethod, currency: b.currency.toUpperCase(), mode }, {
        amount: b.amount, cardBin: b.cardBin || null, cardCountry: b.cardCountry ? b.cardCountry.toUpperCase() : null, draw: Math.random(),
      });
      const names = new Map(decision.order.map((c) => [c.id, c.name]));
      const own = decision.split?.length
        ? await db.select({ id: paymentChannels.id, name: paymentChannels.name }).from(paymentChannels).where(inArray(paymentChannels.id, decision.split.map((s) => s.channelId)))
        : [];
      for (const c of own) names.set(c.id, c.name);
      const result: RoutingSimulationAnswer = {
        configuration: decision.configuration, steps: decision.steps, order: decision.order,
        split: decision.split ? decision.split.map((s) => ({ channelId: s.channelId, channelName: names.get(s.channelId) ?? s.channelId, percent: s.percent })) : null,
      };
      return result as never;
    },
  });
}
