import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { routingConfigurations } from '../../db/schema';
import type { ActiveRouting } from './decide';

/** The website's active routing configuration in the mode (one at most: a partial unique index), or null. */
export async function activeRouting(db: Queryable, websiteId: string, mode: 'Test' | 'Live'): Promise<ActiveRouting | null> {
  const [row] = await db.select({
    configurationId: routingConfigurations.configurationId, version: routingConfigurations.version, name: routingConfigurations.name,
    kind: routingConfigurations.kind, definition: routingConfigurations.definition,
  }).from(routingConfigurations)
    .where(and(eq(routingConfigurations.websiteId, websiteId), eq(routingConfigurations.mode, mode), eq(routingConfigurations.status, 'Active')));
  return row ?? null;
}
