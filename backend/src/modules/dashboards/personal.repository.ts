import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dashboardCategories, dashboardWidgetShares, dashboardWidgets, roles, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import {
  PERSONAL_DASHBOARD_LIMITS,
  type DashboardCategoryWithWidgets, type DashboardDataSource, type DashboardWidget, type PersonalCategoryInput, type PersonalShares,
  type PersonalWidget, type UserWidgetCategory, type WidgetShare,
} from '@portal/contracts';
import type { Principal } from '../users/repository';
import { DASHBOARD_USER_TYPE, givenTo, widgetOf } from './repository';

/**
 * Personal dashboards (spec part 2 section 7.10, ADR 0052): categories owned by one user (tenant null, so no
 * tenant or platform query ever lists them), widgets copied from a base widget the user is given, and shares
 * with roles of the owner's tenant and user type. Another user's category or widget is unknown (404).
 */

type CategoryRow = typeof dashboardCategories.$inferSelect;
type WidgetRow = typeof dashboardWidgets.$inferSelect;
const categoryOf = (c: CategoryRow): UserWidgetCategory => ({ id: c.id, name: c.name, userType: c.userType });
const byOrder = (a: DashboardWidget, b: DashboardWidget) => a.layout.order - b.layout.order || a.widgetId.localeCompare(b.widgetId);

export async function ownCategories(db: Db, principal: Principal): Promise<UserWidgetCategory[]> {
  const rows = await db.select().from(dashboardCategories).where(eq(dashboardCategories.ownerUserId, principal.user.id))
    .orderBy(asc(dashboardCategories.sortOrder), asc(dashboardCategories.createdAt));
  return rows.map(categoryOf);
}

async function ownCategory(db: Db, principal: Principal, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(dashboardCategories)
    .where(and(eq(dashboardCategories.id, id), eq(dashboardCategories.ownerUserId, principal.user.id)));
  if (!row) throw notFound('Category not found');
  return row;
}

/** Section 3: a category's user type is its owner's (the type governs which data sources its widgets read). */
function checkUserType(principal: Principal, input: PersonalCategoryInput): void {
  const own = DASHBOARD_USER_TYPE[principal.user.userType];
  if (input.userType !== own) throw badRequest(`Your categories are ${own} categories`);
}

export async function createCategory(db: Db, principal: Principal, input: PersonalCategoryInput): Promise<UserWidgetCategory> {
  checkUserType(principal, input);
  const [stats] = await db.select({ n: count(), last: max(dashboardCategories.sortOrder) }).from(dashboardCategories)
    .where(eq(dashboardCategories.ownerUserId, principal.user.id));
  if ((stats?.n ?? 0) >= PERSONAL_DASHBOARD_LIMITS.categoriesPerUser) {
    throw badRequest(`You may have at most ${PERSONAL_DASHBOARD_LIMITS.categoriesPerUser} categories`);
  }
  const [row] = await db.insert(dashboardCategories).values({
    id: randomUUID(), tenantId: null, ownerUserId: principal.user.id, name: input.name.trim(), userType: input.userType, sortOrder: (stats?.last ?? 0) + 1,
  }).returning();
  return categoryOf(row!);
}

export async function renameCategory(db: Db, principal: Principal, input: PersonalCategoryInput & { id: string }): Promise<UserWidgetCategory> {
  checkUserType(principal, input);
  await ownCategory(db, principal, input.id);
  const [row] = await db.update(dashboardCategories).set({ name: input.name.trim() }).where(eq(dashboardCategories.id, input.id)).returning();
  return categoryOf(row!);
}

export async function deleteCategory(db: Db, principal: Principal, id: string): Promise<void> {
  await ownCategory(db, principal, id);
  await db.delete(dashboardCategories).where(eq(dashboardCategories.id, id));
}

async function ownWidgetRows(db: Db, principal: Principal, widgetId?: string): Promise<WidgetRow[]> {
  const rows = await db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(eq(dashboardCategories.ownerUserId, principal.user.id), widgetId ? eq(dashboardWidgets.id, widgetId) : undefined))
    .orderBy(asc(dashboardCategories.sortOrder), asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.id));
  return rows.map((r) => r.widget);
}

async function ownWidget(db: Db, principal: Principal, widgetId: string): Promise<WidgetRow> {
  const [row] = await ownWidgetRows(db, principal, widgetId);
  if (!row) throw notFound('Widget not found');
  return row;
}

export async function ownWidgets(db: Db, principal: Principal): Promise<DashboardWidget[]> {
  return (await ownWidgetRows(db, principal)).map((w) => widgetOf(w));
}

export async function categoryWithWidgets(db: Db, principal: Principal, id: string): Promise<DashboardCategoryWithWidgets> {
  const category = await ownCategory(db, principal, id);
  const rows = await db.select().from(dashboardWidgets).where(eq(dashboardWidgets.categoryId, id));
  return { ...categoryOf(category), widgets: rows.map((w) => widgetOf(w)).sort(byOrder) };
}

/** The widgets the caller's tenant and role are given (section 6): what a personal category may start from. */
export async function baseWidgets(db: Db, principal: Principal, categoryId: string): Promise<DashboardWidget[]> {
  await ownCategory(db, principal, categoryId);
  const rows = await db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(givenTo(principal))
    .orderBy(asc(dashboardCategories.sortOrder), asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.name));
  return rows.map((r) => widgetOf(r.widget));
}

async function placeInCategory(db: Db, categoryId: string): Promise<number> {
  const [row] = await db.select({ n: count(), last: max(sql<number>`(${dashboardWidgets.layout}->>'order')::int`) }).from(dashboardWidgets)
    .where(eq(dashboardWidgets.categoryId, categoryId));
  if ((row?.n ?? 0) >= PERSONAL_DASHBOARD_LIMITS.widgetsPerCategory) {
    throw badRequest(`A category holds at most ${PERSONAL_DASHBOARD_LIMITS.widgetsPerCategory} widgets`);
  }
  return Number(row?.last ?? 0) + 1;
}

async function copyOf(db: Db, source: WidgetRow, categoryId: string, name: string, baseWidgetId: string | null): Promise<DashboardWidget> {
  const order = await placeInCategory(db, categoryId);
  const [row] = await db.insert(dashboardWidgets).values({
    id: randomUUID(), tenantId: null, categoryId, name, dataSource: source.dataSource, widgetType: source.widgetType,
    filters: source.filters, configuration: source.configuration, layout: { order, width: source.layout.width }, baseWidgetId,
  }).returning();
  return widgetOf(row!);
}

export async function addWidget(db: Db, principal: Principal, categoryId: string, baseWidgetId: string): Promise<DashboardWidget> {
  await ownCategory(db, principal, categoryId);
  const [base] = await db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(eq(dashboardWidgets.id, baseWidgetId), givenTo(principal)));
  if (!base) throw notFound('Widget not found');
  return copyOf(db, base.widget, categoryId, base.widget.name, base.widget.id);
}

export async function cloneWidget(db: Db, principal: Principal, widgetId: string): Promise<DashboardWidget> {
  const source = await ownWidget(db, principal, widgetId);
  const name = `${source.name} (copy)`.slice(0, PERSONAL_DASHBOARD_LIMITS.nameMaxLength);
  return copyOf(db, source, source.categoryId, name, source.baseWidgetId);
}

export async function renameWidget(db: Db, principal: Principal, widgetId: string, name: string): Promise<DashboardWidget> {
  await ownWidget(db, principal, widgetId);
  const [row] = await db.update(dashboardWidgets).set({ name: name.trim() }).where(eq(dashboardWidgets.id, widgetId)).returning();
  return widgetOf(row!);
}

export async function deleteWidget(db: Db, principal: Principal, widgetId: string): Promise<void> {
  await ownWidget(db, principal, widgetId);
  await db.delete(dashboardWidgets).where(eq(dashboardWidgets.id, widgetId));
}

/** Roles of the caller's own tenant (the platform's for platform staff) and user type. */
function sameKindRoles(principal: Principal) {
  const { user } = principal;
  return and(eq(roles.userType, user.userType), user.tenantId ? eq(roles.tenantId, user.tenantId) : isNull(roles.tenantId));
}

export async function sharesOf(db: Db, principal: Principal): Promise<PersonalShares> {
  const roleRows = await db.select({ roleId: roles.id, name: roles.name }).from(roles).where(sameKindRoles(principal)).orderBy(asc(roles.name));
  const own = (await ownWidgetRows(db, principal)).map((w) => w.id);
  const shares = own.length
    ? await db.select({ widgetId: dashboardWidgetShares.widgetId, roleId: dashboardWidgetShares.roleId }).from(dashboardWidgetShares)
      .where(inArray(dashboardWidgetShares.widgetId, own)).orderBy(asc(dashboardWidgetShares.widgetId), asc(dashboardWidgetShares.roleId))
    : [];
  return { roles: roleRows, shares };
}

async function checkedShare(db: Db, principal: Principal, share: WidgetShare): Promise<void> {
  await ownWidget(db, principal, share.widgetId);
  const [role] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.id, share.roleId), sameKindRoles(principal)));
  if (!role) throw notFound('Role not found');
}

export async function share(db: Db, principal: Principal, input: WidgetShare): Promise<WidgetShare> {
  await checkedShare(db, principal, input);
  await db.insert(dashboardWidgetShares).values(input).onConflictDoNothing();
  return input;
}

export async function unShare(db: Db, principal: Principal, input: WidgetShare): Promise<WidgetShare> {
  await checkedShare(db, principal, input);
  await db.delete(dashboardWidgetShares).where(and(eq(dashboardWidgetShares.widgetId, input.widgetId), eq(dashboardWidgetShares.roleId, input.roleId)));
  return input;
}

/**
 * Own widgets or widgets shared with the caller's role. A share's role is of its owner's tenant and user type,
 * so a shared widget never crosses a tenant; the reader sees its data in the reader's own scope.
 */
const readableBy = (principal: Principal) => or(
  eq(dashboardCategories.ownerUserId, principal.user.id),
  sql`exists (select 1 from ${dashboardWidgetShares} where ${dashboardWidgetShares.widgetId} = ${dashboardWidgets.id} and ${dashboardWidgetShares.roleId} = ${principal.user.roleId})`,
);

export async function allWidgets(db: Db, principal: Principal): Promise<PersonalWidget[]> {
  const rows = await db.select({ widget: dashboardWidgets, ownerId: users.id, firstName: users.firstName, lastName: users.lastName }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .innerJoin(users, eq(users.id, dashboardCategories.ownerUserId))
    .where(readableBy(principal))
    .orderBy(asc(users.lastName), asc(dashboardCategories.sortOrder), asc(sql`(${dashboardWidgets.layout}->>'order')::int`), asc(dashboardWidgets.id));
  return rows.map((r) => ({ ...widgetOf(r.widget), own: r.ownerId === principal.user.id, ownerName: `${r.firstName} ${r.lastName}`.trim() }));
}

/** A personal widget the caller may read the data of (own or shared with its role), for the section 7.11 data route. */
export async function readablePersonalWidget(db: Db, principal: Principal, widgetId: string): Promise<DashboardWidget & { dataSource: DashboardDataSource } | undefined> {
  const [row] = await db.select({ widget: dashboardWidgets }).from(dashboardWidgets)
    .innerJoin(dashboardCategories, eq(dashboardCategories.id, dashboardWidgets.categoryId))
    .where(and(eq(dashboardWidgets.id, widgetId), readableBy(principal)));
  return row ? { ...widgetOf(row.widget), dataSource: row.widget.dataSource as DashboardDataSource } : undefined;
}
