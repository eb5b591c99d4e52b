import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dashboardCategories, dashboardRoleWidgets, dashboardTenantWidgets, dashboardWidgets, merchants, pipelineElements, pipelineStages, pipelines, roles,
} from '../../db/schema';
import { stableId } from '../../lib/ids';
import type { DashboardUserType } from '@portal/contracts';
import { DEFAULT_DASHBOARDS } from './default-dashboards';

/**
 * The default dashboards (issue 11, ADR 0047): per tenant, its staff's and its merchants' categories and
 * widgets, given to the tenant and to every tenant or merchant role of it; the platform's, given to the
 * platform roles. Written once per tenant and user type (a tenant that changed its dashboard keeps it), with
 * stable ids. Also each tenant's merchant onboarding pipeline for the PIPELINE_CHART widget.
 */

const ROLE_USER_TYPE: Record<DashboardUserType, 'platform' | 'crm' | 'merchant'> = { Platform: 'platform', Tenant: 'crm', Merchant: 'merchant' };

export const dashboardSeedIds = {
  category: (owner: string, userType: DashboardUserType, key: string) => stableId(`dashboard-category:${owner}:${userType}:${key}`),
  widget: (owner: string, userType: DashboardUserType, category: string, key: string) => stableId(`dashboard-widget:${owner}:${userType}:${category}:${key}`),
  pipeline: (tenantId: string) => stableId(`pipeline:${tenantId}:onboarding`),
};

async function seedDashboard(db: Db, tenantId: string | null, userType: DashboardUserType): Promise<void> {
  const owner = tenantId ?? 'platform';
  const [existing] = await db.select({ n: count() }).from(dashboardCategories)
    .where(and(tenantId ? eq(dashboardCategories.tenantId, tenantId) : isNull(dashboardCategories.tenantId), eq(dashboardCategories.userType, userType)));
  if ((existing?.n ?? 0) > 0) return;
  const roleRows = await db.select({ id: roles.id }).from(roles)
    .where(and(tenantId ? eq(roles.tenantId, tenantId) : isNull(roles.tenantId), eq(roles.userType, ROLE_USER_TYPE[userType])));
  await db.transaction(async (tx) => {
    for (const [c, category] of DEFAULT_DASHBOARDS[userType].entries()) {
      const categoryId = dashboardSeedIds.category(owner, userType, category.key);
      await tx.insert(dashboardCategories).values({ id: categoryId, tenantId, name: category.name, userType, sortOrder: c + 1 }).onConflictDoNothing();
      const widgets = category.widgets.map((w, order) => ({
        id: dashboardSeedIds.widget(owner, userType, category.key, w.key), tenantId, categoryId, name: w.name, dataSource: w.source,
        widgetType: w.configuration.widgetType, filters: {}, configuration: w.configuration, layout: { order: order + 1, width: w.width },
      }));
      await tx.insert(dashboardWidgets).values(widgets).onConflictDoNothing();
      if (tenantId) await tx.insert(dashboardTenantWidgets).values(widgets.map((w) => ({ tenantId, widgetId: w.id }))).onConflictDoNothing();
      if (roleRows.length) {
        await tx.insert(dashboardRoleWidgets).values(roleRows.flatMap((r) => widgets.map((w) => ({ roleId: r.id, widgetId: w.id })))).onConflictDoNothing();
      }
    }
  });
}

/** The onboarding pipeline's stages [name, probability]; its name and theirs read in Turkish too (contracts `SEEDED_CRM_NAMES`). */
export const ONBOARDING_PIPELINE = 'Merchant onboarding';
export const ONBOARDING_STAGES: Array<[string, number]> = [['Lead', 10], ['Precheck', 25], ['Documents', 50], ['Agreement', 75], ['Integration', 90]];
/** Where a demo merchant stands, from its boarding stage. */
const STAGE_OF_BOARDING: Record<string, number> = { Application: 3, Integration: 5, Completed: 5 };
/** Leads of the pipeline: [stage number, closed state or null], the same for every tenant. */
const LEADS: Array<[number, string | null]> = [
  [1, null], [1, null], [1, null], [1, null], [2, null], [2, null], [2, null], [3, null], [3, null], [4, null],
  [1, 'Lost'], [2, 'Disqualified'], [2, 'Abandoned'], [3, 'Suspended'], [5, 'Won'], [5, 'GoLive'], [5, 'Converted'], [3, 'Lost'],
];

/** Each tenant's merchant onboarding pipeline: its stages, a lead per LEADS row and its demo merchants' boarding. */
async function seedOnboardingPipeline(db: Db, tenantId: string): Promise<void> {
  const pipelineId = dashboardSeedIds.pipeline(tenantId);
  const [existing] = await db.select({ id: pipelines.id }).from(pipelines).where(eq(pipelines.id, pipelineId));
  if (existing) return;
  const tenantMerchants = await db.select({ id: merchants.id, name: merchants.legalBusinessName, boardingStage: merchants.boardingStage, isActive: merchants.isActive })
    .from(merchants).where(and(eq(merchants.tenantId, tenantId), eq(merchants.generated, false)));
  await db.transaction(async (tx) => {
    await tx.insert(pipelines).values({ id: pipelineId, tenantId, name: ONBOARDING_PIPELINE });
    await tx.insert(pipelineStages).values(ONBOARDING_STAGES.map(([name, probability], i) => ({
      id: stableId(`pipeline-stage:${pipelineId}:${i + 1}`), pipelineId, name, probability, sortOrder: i + 1, isDefault: i === 0,
    })));
    await tx.insert(pipelineElements).values([
      ...LEADS.map(([stage, state], i) => ({
        id: stableId(`pipeline-element:${pipelineId}:lead:${i + 1}`), tenantId, pipelineId, merchantId: null,
        name: `Lead ${String(i + 1).padStart(2, '0')}`, currentPipelineStageNumber: stage, isClosed: state !== null, stateName: state,
      })),
      ...tenantMerchants.map((m) => {
        const live = m.boardingStage === 'Completed';
        return {
          id: stableId(`pipeline-element:${pipelineId}:merchant:${m.id}`), tenantId, pipelineId, merchantId: m.id, name: m.name,
          currentPipelineStageNumber: STAGE_OF_BOARDING[m.boardingStage] ?? 1, isClosed: live || !m.isActive,
          stateName: !m.isActive ? 'Suspended' : live ? 'GoLive' : null,
        };
      }),
    ]);
  });
}

/** Idempotent; runs on every start after the base seed (a few reads when everything is there). */
export async function seedDashboards(db: Db, tenantIds: string[]): Promise<void> {
  await seedDashboard(db, null, 'Platform');
  for (const tenantId of tenantIds) {
    await seedDashboard(db, tenantId, 'Tenant');
    await seedDashboard(db, tenantId, 'Merchant');
    await seedOnboardingPipeline(db, tenantId);
  }
}
