import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { websites } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import type { LookupItem } from '@portal/contracts';

/** Active websites a scope may filter by, by name; `merchantIds` narrows a tenant's or platform's list. */
export async function websitesOf(db: Db, scope: Scope, merchantIds: string[]): Promise<LookupItem[]> {
  const parts: Array<SQL | undefined> = [eq(websites.isActive, true), scopeWhere(scope, websites)];
  if (merchantIds.length && scope.kind !== 'merchant') parts.push(inArray(websites.merchantId, merchantIds));
  return db.select({ id: websites.id, name: websites.name }).from(websites).where(and(...parts)).orderBy(asc(websites.name), asc(websites.id));
}
