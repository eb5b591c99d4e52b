import { AI_TOOLS } from '@portal/contracts';
import type { Db } from '../../db/client';
import { aiScopings } from '../../db/schema';
import { stableId } from '../../lib/ids';

/**
 * The demo's AI scoping (ADR 0105): Acme lets the assistant use every tool, card data not mentioned; Globex keeps it
 * out (its row says so), so the demo shows a tenant the assistant cannot touch.
 */
export async function seedAiScoping(db: Db, tenants: { acme: string; globex: string }): Promise<void> {
  await db.insert(aiScopings).values([
    { id: stableId(`ai-scoping:${tenants.acme}`), tenantId: tenants.acme, assistantAllowed: true, enabledTools: [...AI_TOOLS], cardDataAllowed: false },
    { id: stableId(`ai-scoping:${tenants.globex}`), tenantId: tenants.globex, assistantAllowed: false, enabledTools: [], cardDataAllowed: false },
  ]).onConflictDoNothing();
}
