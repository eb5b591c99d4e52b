import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { websites } from '../../db/schema';
import { scopeWhere, type Scope } from '../../http/scope';
import type { WebsiteLookupItem } from '@portal/contracts';

/** Active websites in scope by name (the one `api/lookup/websites`); `merchantIds` narrows a tenant's or platform's list. */
export async function websitesOf(db: Db, scope: Scope, merchantIds: string[]): Promise<WebsiteLookupItem[]> {
  const parts: Array<SQL | undefined> = [eq(websites.isActive, true), scopeWhere(scope, websites)];
  if (merchantIds.length && scope.kind !== 'merchant') parts.push(inArray(websites.merchantId, merchantIds));
  return db.select({ id: websites.id, name: websites.name, url: websites.url, merchantId: websites.merchantId }).from(websites).where(and(...parts)).orderBy(asc(websites.name), asc(websites.id));
}
