import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activitySets, leadStatuses, pipelineStages, pipelines } from '../../db/schema';
import { stableId } from '../../lib/ids';

/** A tenant's lead statuses: [name, kind, description], the first the default; their names read in Turkish too (contracts `SEEDED_LEAD_STATUS_NAMES`). */
export const LEAD_STATUS_SEED: Array<[string, 'Open' | 'Qualified' | 'Disqualified', string]> = [
  ['New', 'Open', 'Not contacted yet'],
  ['Contacted', 'Open', 'In conversation: needs and volumes being collected'],
  ['Qualified', 'Qualified', 'Fits our risk appetite and pricing: ready to convert'],
  ['Unqualified', 'Disqualified', 'Out of appetite, too small or unreachable'],
];

/** The activities a boarding stage expects (KYB: know your business). */
export const ACTIVITY_SET_SEED: Array<[string, string, string[]]> = [
  ['KYB documents', 'What underwriting needs before an agreement', ['Certificate of incorporation received', 'Proof of address received', 'Ultimate beneficial owners identified', 'Processing history (6 months) received']],
  ['Go-live checks', 'Before the first live payment', ['Test payments succeeded', 'Webhook endpoint verified', 'Settlement account confirmed']],
];

/** The onboarding pipeline's stages that expect a set (by stage name). */
const STAGE_SETS: Record<string, string> = { Documents: 'KYB documents', Integration: 'Go-live checks' };

/** Days a record may idle at each onboarding stage before the board marks it rotting. */
const ONBOARDING_ROTTING: Record<string, number> = { Lead: 14, Precheck: 14, Documents: 21, Agreement: 14, Integration: 30 };

/** The other pipelines a tenant starts with (ADR 0088): [name, for opportunities, for projects, stages as [name, probability, rotting days]]. */
export const DEAL_PIPELINE_SEED: Array<[string, boolean, boolean, Array<[string, number, number]>]> = [
  ['Partner referrals', true, false, [['Referred', 10, 14], ['Discovery', 30, 14], ['Proposal', 60, 10], ['Negotiation', 80, 7]]],
  ['Integration projects', false, true, [['Kick-off', 10, 7], ['Sandbox testing', 40, 14], ['Certification', 70, 10], ['Live pilot', 90, 14]]],
];

/** The stable id of a seeded pipeline (and its stages: `${id}:${place}`). */
export const crmPipelineSeedId = (tenantId: string, name: string): string => stableId(`crm-pipeline:${tenantId}:${name}`);
export const crmStageSeedId = (pipelineId: string, place: number): string => stableId(`crm-pipeline-stage:${pipelineId}:${place}`);

/**
 * The CRM settings of each tenant (ADR 0086), once: lead statuses, activity sets, and the onboarding pipeline marked
 * for opportunities with its Documents and Integration stages expecting their checklists; a second opportunity
 * pipeline (partner referrals) and a project pipeline (integrations; ADR 0088).
 */
export async function seedCrmSettings(db: Db, tenantIds: readonly string[]): Promise<void> {
  for (const tenantId of tenantIds) {
    await db.insert(leadStatuses).values(LEAD_STATUS_SEED.map(([name, kind, description], i) => ({
      id: stableId(`lead-status:${tenantId}:${name}`), tenantId, name, kind, description, sortOrder: i + 1, isDefault: i === 0,
    }))).onConflictDoNothing();
    await db.insert(activitySets).values(ACTIVITY_SET_SEED.map(([name, description, activities]) => ({
      id: stableId(`activity-set:${tenantId}:${name}`), tenantId, name, description, activities,
    }))).onConflictDoNothing();
    const onboarding = await db.select({ id: pipelines.id, forOpportunities: pipelines.isForOpportunities }).from(pipelines)
      .where(and(eq(pipelines.tenantId, tenantId), eq(pipelines.name, 'Merchant onboarding')));
    for (const pipeline of onboarding) {
      if (!pipeline.forOpportunities) await db.update(pipelines).set({ isForOpportunities: true }).where(eq(pipelines.id, pipeline.id));
      for (const [stage, set] of Object.entries(STAGE_SETS)) {
        await db.update(pipelineStages).set({ activitySetId: stableId(`activity-set:${tenantId}:${set}`) })
          .where(and(eq(pipelineStages.pipelineId, pipeline.id), eq(pipelineStages.name, stage), isNull(pipelineStages.activitySetId)));
      }
      for (const [stage, days] of Object.entries(ONBOARDING_ROTTING)) {
        await db.update(pipelineStages).set({ rottingDays: days })
          .where(and(eq(pipelineStages.pipelineId, pipeline.id), eq(pipelineStages.name, stage), isNull(pipelineStages.rottingDays)));
      }
    }
    for (const [name, isForOpportunities, isForProjects, stages] of DEAL_PIPELINE_SEED) {
      const id = crmPipelineSeedId(tenantId, name);
      await db.insert(pipelines).values({ id, tenantId, name, isForOpportunities, isForProjects }).onConflictDoNothing();
      await db.insert(pipelineStages).values(stages.map(([stage, probability, rottingDays], i) => ({
        id: crmStageSeedId(id, i + 1), pipelineId: id, name: stage, probability, rottingDays, sortOrder: i + 1, isDefault: i === 0,
      }))).onConflictDoNothing();
    }
  }
}
