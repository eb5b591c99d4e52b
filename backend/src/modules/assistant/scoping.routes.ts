import type { FastifyInstance } from 'fastify';
import { AI_PERMISSIONS, AI_SCOPING, AI_MESSAGES, type AiTool } from '@portal/contracts';
import { aiScopings } from '../../db/schema';
import type { ApiDeps } from '../../http/deps';
import { crudRoutes, listRoute } from '../../http/resource-routes';
import { tenantSettingsAccess } from '../settings/tenant-settings-access';

type ScopingRow = typeof aiScopings.$inferSelect;
interface ScopingBody { assistantAllowed: boolean; enabledTools: AiTool[]; cardDataAllowed: boolean }

/** Tenant staff with Settings.AiScoping set their tenant's; platform staff who manage tenants pick one (ADR 0066). */
const access = tenantSettingsAccess(AI_PERMISSIONS.scoping);

const toRow = (r: ScopingRow) => ({
  id: r.id, tenantId: r.tenantId, assistantAllowed: r.assistantAllowed, enabledTools: r.enabledTools as AiTool[],
  cardDataAllowed: r.cardDataAllowed, updatedAt: r.updatedAt.toISOString(),
}) as never;

/** A tenant's AI scoping (ADR 0105): one row per tenant, read by every tool call and every approval. */
export function aiScopingRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const owner = { tenantId: aiScopings.tenantId };
  listRoute(app, deps, AI_SCOPING, {
    access, table: aiScopings, owner,
    columns: { id: aiScopings.id, assistantAllowed: aiScopings.assistantAllowed, updatedAt: aiScopings.updatedAt },
    toRow: (r: ScopingRow) => toRow(r),
  });
  crudRoutes(app, deps, AI_SCOPING, {
    access, table: aiScopings, owner, columns: { id: aiScopings.id },
    conflict: AI_MESSAGES.scopingTaken,
    toRow: (r: ScopingRow) => toRow(r),
    toValues: (body) => {
      const b = body as unknown as ScopingBody;
      return { assistantAllowed: b.assistantAllowed, enabledTools: [...new Set(b.enabledTools)], cardDataAllowed: b.cardDataAllowed, updatedAt: new Date() };
    },
  });
}
