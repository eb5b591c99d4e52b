import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dashboardCategories, dashboardTemplates, dashboardTenantWidgets, dashboardUserLayouts, dashboardUserTemplates, dashboardWidgets, users,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DashboardTemplates, DashboardTemplateVersion, TemplateCategory, UserTemplateState } from '@portal/contracts';
import type { Principal } from '../users/repository';

/**
 * Tenant templates (issue 11 deliverable 4, ADR 0058): a tenant publishes its merchant dashboard as a numbered
 * version; a merchant user who arranged nothing sees the newest version, one who arranged their own keeps the
 * version they arranged from (`dashboard_user_templates`) until they reset to the template.
 */

type TemplateRow = typeof dashboardTemplates.$inferSelect;

/** What the tenant's merchants would see now: merchant categories in order, the widgets shown in the tenant. */
async function currentArrangement(db: Db, tenantId: string): Promise<TemplateCategory[]> {
  const rows = await db.select({ category: dashboardCategories, widget: dashboardWidgets })
    .from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .innerJoin(dashboardTenantWidgets, and(eq(dashboardTenantWidgets.widgetId, dashboardWidgets.id), eq(dashboardTenantWidgets.tenantId, tenantId)))
    .where(and(eq(dashboardCategories.tenantId, tenantId), eq(dashboardCategories.userType, 'Merchant'), isNull(dashboardCategories.ownerUserId)))
    .orderBy(asc(dashboardCategories.sortOrder), asc(dashboardCategories.name), asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.id));
  const byCategory = new Map<string, TemplateCategory>();
  for (const { category, widget } of rows) {
    const entry = byCategory.get(category.id) ?? { categoryId: category.id, sortOrder: byCategory.size + 1, widgets: [] };
    entry.widgets.push({ widgetId: widget.id, order: entry.widgets.length + 1, width: widget.layout.width });
    byCategory.set(category.id, entry);
  }
  return [...byCategory.values()];
}

function versionOf(row: TemplateRow, publishedBy: string | null, customisedCount: number): DashboardTemplateVersion {
  return {
    templateId: row.id, version: row.version, note: row.note, publishedAt: row.publishedAt.toISOString(), publishedBy,
    categoryCount: row.categories.length, widgetCount: row.categories.reduce((n, c) => n + c.widgets.length, 0), customisedCount,
  };
}

export async function latestTemplate(db: Db, tenantId: string): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(dashboardTemplates).where(eq(dashboardTemplates.tenantId, tenantId)).orderBy(desc(dashboardTemplates.version)).limit(1);
  return row;
}

/** Publishes what the tenant's merchants would see now as the next version; nothing to show is refused. */
export async function publishTemplate(db: Db, tenantId: string, publisher: Principal, note: string | null | undefined): Promise<DashboardTemplateVersion> {
  const categories = await currentArrangement(db, tenantId);
  if (!categories.length) throw badRequest('Nothing to publish: no merchant widget is shown in this tenant');
  const trimmed = note?.trim() || null;
  const row = await db.transaction(async (tx) => {
    const [last] = await tx.select({ n: max(dashboardTemplates.version) }).from(dashboardTemplates).where(eq(dashboardTemplates.tenantId, tenantId));
    const [made] = await tx.insert(dashboardTemplates).values({
      id: randomUUID(), tenantId, version: (last?.n ?? 0) + 1, note: trimmed, categories, publishedByUserId: publisher.user.id,
    }).returning();
    return made!;
  });
  return versionOf(row, `${publisher.user.firstName} ${publisher.user.lastName}`, 0);
}

/** The tenant's versions, newest first, with who keeps which, and how many merchant users follow the newest. */
export async function listTemplates(db: Db, tenantId: string): Promise<DashboardTemplates> {
  const rows = await db.select({ template: dashboardTemplates, firstName: users.firstName, lastName: users.lastName })
    .from(dashboardTemplates).leftJoin(users, eq(users.id, dashboardTemplates.publishedByUserId))
    .where(eq(dashboardTemplates.tenantId, tenantId)).orderBy(desc(dashboardTemplates.version));
  const pinned = await db.select({ templateId: dashboardUserTemplates.templateId, n: count() })
    .from(dashboardUserTemplates).innerJoin(users, eq(users.id, dashboardUserTemplates.userId))
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'merchant')))
    .groupBy(dashboardUserTemplates.templateId);
  const [merchantUsers] = await db.select({ n: count() }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'merchant')));
  const customisedCount = pinned.reduce((n, p) => n + p.n, 0);
  return {
    versions: rows.map((r) => versionOf(r.template, r.firstName ? `${r.firstName} ${r.lastName}` : null, pinned.find((p) => p.templateId === r.template.id)?.n ?? 0)),
    followingCount: rows.length ? (merchantUsers?.n ?? 0) - customisedCount : 0,
    customisedCount,
  };
}

/** A merchant user's template, or null: no template (or arranged before the first one) means the tenant's live dashboard. */
export interface TemplateInEffect {
  template: TemplateRow | null;
  customised: boolean;
  latest: TemplateRow | undefined;
}

export async function templateInEffect(db: Db, principal: Principal): Promise<TemplateInEffect | null> {
  const { user } = principal;
  if (user.userType !== 'merchant' || !user.tenantId) return null;
  const latest = await latestTemplate(db, user.tenantId);
  const [pin] = await db.select({ templateId: dashboardUserTemplates.templateId }).from(dashboardUserTemplates).where(eq(dashboardUserTemplates.userId, user.id));
  if (!pin) return { template: latest ?? null, customised: false, latest };
  if (!pin.templateId) return { template: null, customised: true, latest };
  const [kept] = await db.select().from(dashboardTemplates).where(eq(dashboardTemplates.id, pin.templateId));
  return { template: kept ?? null, customised: true, latest };
}

export async function userTemplateState(db: Db, principal: Principal): Promise<UserTemplateState> {
  const effect = await templateInEffect(db, principal);
  if (!effect) return { version: null, latestVersion: null, customised: false };
  return { version: effect.template?.version ?? null, latestVersion: effect.latest?.version ?? null, customised: effect.customised };
}

/** A merchant user arranged their dashboard: they keep the version they see now (once; later arrangements keep it). */
export async function markCustomised(db: Db, principal: Principal): Promise<void> {
  const effect = await templateInEffect(db, principal);
  if (!effect || effect.customised) return;
  await db.insert(dashboardUserTemplates).values({ userId: principal.user.id, templateId: effect.template?.id ?? null }).onConflictDoNothing();
}

/** Drops the caller's own arrangement of the tenant's merchant widgets and follows the newest template again. */
export async function resetToTemplate(db: Db, principal: Principal): Promise<UserTemplateState> {
  const { user } = principal;
  if (user.userType !== 'merchant' || !user.tenantId) throw badRequest('Only merchant users follow a template');
  const tenantWidgetIds = db.select({ id: dashboardWidgets.id }).from(dashboardWidgets).where(eq(dashboardWidgets.tenantId, user.tenantId));
  await db.transaction(async (tx) => {
    await tx.delete(dashboardUserLayouts).where(and(eq(dashboardUserLayouts.userId, user.id), inArray(dashboardUserLayouts.widgetId, tenantWidgetIds)));
    await tx.delete(dashboardUserTemplates).where(eq(dashboardUserTemplates.userId, user.id));
  });
  return userTemplateState(db, principal);
}
