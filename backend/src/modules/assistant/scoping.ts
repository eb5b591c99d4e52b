import { eq } from 'drizzle-orm';
import type { AiTool } from '@portal/contracts';
import type { Db } from '../../db/client';
import { aiScopings, tenants } from '../../db/schema';
import type { Principal } from '../users/repository';

/** What the assistant may do with one tenant's data (its AI scoping row, ADR 0105). */
export interface TenantReach {
  tenantId: string;
  tenantName: string;
  tools: ReadonlySet<AiTool>;
  cardDataAllowed: boolean;
}

/**
 * The tenants the assistant may touch for this caller, with their tools: among the caller's own tenants (platform
 * staff: every tenant; tenant staff and merchants: their own), those whose scoping allows the assistant. The API
 * still decides what the caller may read; this only narrows it further.
 */
export async function reachOf(db: Db, principal: Principal): Promise<Map<string, TenantReach>> {
  const rows = await db.select({
    tenantId: aiScopings.tenantId, tenantName: tenants.name, allowed: aiScopings.assistantAllowed,
    tools: aiScopings.enabledTools, card: aiScopings.cardDataAllowed,
  }).from(aiScopings).innerJoin(tenants, eq(tenants.id, aiScopings.tenantId));
  const own = principal.user.userType === 'platform' ? undefined : principal.user.tenantId;
  const reach = new Map<string, TenantReach>();
  for (const r of rows) {
    if (!r.allowed || (own !== undefined && r.tenantId !== own)) continue;
    reach.set(r.tenantId, { tenantId: r.tenantId, tenantName: r.tenantName, tools: new Set(r.tools as AiTool[]), cardDataAllowed: r.card });
  }
  return reach;
}

/** The tenants whose scoping gives the assistant `tool`. */
export const tenantsWith = (reach: Map<string, TenantReach>, tool: AiTool): TenantReach[] => [...reach.values()].filter((t) => t.tools.has(tool));
