import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CrmClosedState, CrmDealKind } from '@portal/contracts';
import type { Db } from '../../db/client';
import { crmDeals, crmOrganizations, pipelineStages, pipelines, users } from '../../db/schema';
import { stableId } from '../../lib/ids';

const DAY = 86_400_000;
const CURRENCIES = ['EUR', 'GBP', 'USD', 'TRY'] as const;
const OPPORTUNITY_TOPICS = ['Card acquiring', 'Online checkout', 'Payouts', 'Alternative payment methods', 'Gateway migration', 'Recurring billing', 'In-store terminals', 'Marketplace split payments'];
const PROJECT_TOPICS = ['Hosted payment page integration', 'API integration', 'Webhook and settlement reconciliation', 'Plugin set-up', '3-D Secure certification'];
const LOST_REASONS = ['Chose a competitor on price', 'No budget this year', 'Risk appetite: chargeback history too high', 'Went silent after the proposal', 'Volumes below our minimum'];
/** Per ten records: open at a stage (by the record's number) or closed in a state. */
const OPPORTUNITY_FATES: Array<CrmClosedState | null> = [null, null, null, null, null, null, 'Won', 'Lost', null, 'Disqualified'];
const PROJECT_FATES: Array<CrmClosedState | null> = [null, null, null, null, null, 'GoLive', null, 'Abandoned', null, 'Suspended'];

type Insert = typeof crmDeals.$inferInsert;
interface Pipeline { id: string; stages: Array<{ id: string; probability: number }> }

async function pipelinesOf(db: Db, tenantId: string, kind: CrmDealKind): Promise<Pipeline[]> {
  const list = await db.select({ id: pipelines.id }).from(pipelines)
    .where(and(eq(pipelines.tenantId, tenantId), kind === 'opportunity' ? eq(pipelines.isForOpportunities, true) : eq(pipelines.isForProjects, true)))
    .orderBy(asc(pipelines.name));
  if (!list.length) return [];
  const stages = await db.select({ id: pipelineStages.id, pipelineId: pipelineStages.pipelineId, probability: pipelineStages.probability }).from(pipelineStages)
    .where(inArray(pipelineStages.pipelineId, list.map((p) => p.id))).orderBy(asc(pipelineStages.sortOrder));
  return list.map((p) => ({ id: p.id, stages: stages.filter((s) => s.pipelineId === p.id) })).filter((p) => p.stages.length > 0);
}

/** Record number `i` of a kind: believable and deterministic (no randomness), spread over the pipelines and stages. */
function dealOf(kind: CrmDealKind, tenantId: string, i: number, pipeline: Pipeline, org: { id: string; tradingName: string }, ownerId: string | null, now: number, key: string): Insert {
  const fate = (kind === 'opportunity' ? OPPORTUNITY_FATES : PROJECT_FATES)[i % 10]!;
  const stage = pipeline.stages[(i * 7 + Math.floor(i / 10)) % pipeline.stages.length]!;
  const negative = fate === 'Lost' || fate === 'Disqualified' || fate === 'Abandoned' || fate === 'Suspended';
  const currency = CURRENCIES[i % CURRENCIES.length]!;
  const base = ((i * 7919) % 950) + 50;
  const amount = kind === 'opportunity' ? `${currency === 'TRY' ? base * 3000 : base * 100}.${String((i * 37) % 100).padStart(2, '0')}` : null;
  const idle = (i * 13) % 45;
  const lastActivityAt = new Date(now - idle * DAY - (i % 24) * 3_600_000);
  const stageEnteredAt = new Date(lastActivityAt.getTime() - ((i * 3) % 20) * DAY);
  const topic = kind === 'opportunity' ? OPPORTUNITY_TOPICS[i % OPPORTUNITY_TOPICS.length]! : PROJECT_TOPICS[i % PROJECT_TOPICS.length]!;
  return {
    id: stableId(`${key}:${tenantId}:${i}`), tenantId, kind, organizationId: org.id, name: `${org.tradingName}: ${topic}`,
    amount, currencyCode: kind === 'opportunity' ? currency : null,
    expectedCloseDate: new Date(now + (((i * 11) % 150) - 30) * DAY).toISOString().slice(0, 10),
    pipelineId: pipeline.id, stageId: stage.id, probability: fate === null ? stage.probability : negative ? 0 : 100, ownerId,
    closedState: fate, closeReason: negative ? LOST_REASONS[i % LOST_REASONS.length]! : '', closedAt: fate ? lastActivityAt : null,
    stageEnteredAt, lastActivityAt, createdAt: new Date(stageEnteredAt.getTime() - 10 * DAY), updatedAt: lastActivityAt,
  };
}

/** One tenant's records of a kind: `count` of them over its pipelines of the kind, on its customers, owned by its CRM users. */
async function seedTenantDeals(db: Db, tenantId: string, kind: CrmDealKind, count: number, key: string, now = Date.now()): Promise<number> {
  const ready = await pipelinesOf(db, tenantId, kind);
  const orgs = await db.select({ id: crmOrganizations.id, tradingName: crmOrganizations.tradingName }).from(crmOrganizations)
    .where(eq(crmOrganizations.tenantId, tenantId)).orderBy(asc(crmOrganizations.id));
  const owners = (await db.select({ id: users.id }).from(users).where(and(eq(users.tenantId, tenantId), eq(users.userType, 'crm'))).orderBy(asc(users.email))).map((u) => u.id);
  if (!ready.length || !orgs.length) return 0;
  let batch: Insert[] = [];
  for (let i = 0; i < count; i += 1) {
    // Two thirds on the first pipeline, the rest on the others.
    const pipeline = ready.length === 1 || i % 3 !== 2 ? ready[0]! : ready[1 + (i % (ready.length - 1))]!;
    batch.push(dealOf(kind, tenantId, i, pipeline, orgs[(i * 17) % orgs.length]!, owners.length ? owners[i % owners.length]! : null, now, key));
    if (batch.length === 1000) {
      await db.insert(crmDeals).values(batch).onConflictDoNothing();
      batch = [];
    }
  }
  if (batch.length) await db.insert(crmDeals).values(batch).onConflictDoNothing();
  return count;
}

/** The CRM's opportunities and projects (ADR 0088): Acme 160 opportunities on two pipelines and 30 projects; Globex a few. */
export async function seedCrmDeals(db: Db, tenants: { acme: string; globex: string }): Promise<void> {
  await seedTenantDeals(db, tenants.acme, 'opportunity', 160, 'crm-opportunity');
  await seedTenantDeals(db, tenants.acme, 'project', 30, 'crm-project');
  await seedTenantDeals(db, tenants.globex, 'opportunity', 8, 'crm-opportunity');
  await seedTenantDeals(db, tenants.globex, 'project', 3, 'crm-project');
}

/** The bench's opportunities (`npm run bench -- --only=crm`): `count` more for a tenant, in batches of 1 000. */
export const seedBenchOpportunities = (db: Db, tenantId: string, count: number): Promise<number> =>
  seedTenantDeals(db, tenantId, 'opportunity', count, 'crm-bench-opportunity');
