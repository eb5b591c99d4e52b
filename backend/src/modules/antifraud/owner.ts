import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { Principal } from '../users/repository';
import type { Owner } from './rule-set';

/** Whose rules and lists a caller manages: a merchant user its merchant's, tenant staff their tenant's own. */
export function ownerOf(principal: Principal): Owner {
  const { user } = principal;
  if (user.userType === 'merchant' && user.merchantId) return { tenantId: principal.merchant?.tenantId ?? user.tenantId!, merchantId: user.merchantId };
  if (!user.tenantId) throw badRequest('Antifraud rules and lists belong to a tenant or a merchant');
  return { tenantId: user.tenantId, merchantId: null };
}

/** The rows a caller owns: a merchant's own, or the tenant's own (not its merchants'). */
export const ownedWhere = (owner: Owner, t: { tenantId: PgColumn; merchantId: PgColumn }): SQL =>
  owner.merchantId ? and(eq(t.tenantId, owner.tenantId), eq(t.merchantId, owner.merchantId))! : and(eq(t.tenantId, owner.tenantId), isNull(t.merchantId))!;

/** People's names by id, for the rows' createdBy / addedBy / requestedBy / approvedBy. */
export async function peopleOf(db: Queryable, ids: Array<string | null>): Promise<Map<string, { id: string; name: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstName} ${r.lastName}`.trim() }]));
}
