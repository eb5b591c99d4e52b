import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DOC_PERMISSIONS, type DocAudience } from '@portal/contracts';
import type { Access } from '../../http/api-route';
import { badRequest, forbidden } from '../../http/errors';
import type { Principal } from '../users/repository';

/** Who reads documentation pages: tenant staff with Documentation.View (or the edit permission), merchants with theirs. */
export const readAccess: Access = {
  userTypes: ['crm', 'merchant'],
  anyPermission: [DOC_PERMISSIONS.staffView, DOC_PERMISSIONS.edit, DOC_PERMISSIONS.merchantView],
};
/** Who writes them: tenant staff with CRM.Documentation.Edit (ADR 0099). */
export const editAccess: Access = { userTypes: ['crm'], anyPermission: [DOC_PERMISSIONS.edit] };

export interface DocReader {
  tenantId: string;
  /** The audiences whose pages the caller reads. */
  audiences: readonly DocAudience[];
  mayEdit: boolean;
}

/**
 * What a caller reads (ADR 0099): merchants the pages for merchants (or both) with Merchant.Documentation.View;
 * tenant staff the pages for staff (or both) with Documentation.View, and every page of the tenant with the edit
 * permission (they write the merchants' pages too). Always the caller's own tenant, from the token.
 */
export function readerOf(principal: Principal): DocReader {
  const tenantId = principal.user.tenantId;
  if (!tenantId) throw badRequest('Your account does not belong to a tenant');
  const has = (p: string) => principal.permissions.has(p);
  if (principal.user.userType === 'merchant') {
    if (!has(DOC_PERMISSIONS.merchantView)) throw forbidden('You do not have the permission this resource needs');
    return { tenantId, audiences: ['merchants', 'both'], mayEdit: false };
  }
  if (has(DOC_PERMISSIONS.edit)) return { tenantId, audiences: ['staff', 'merchants', 'both'], mayEdit: true };
  if (!has(DOC_PERMISSIONS.staffView)) throw forbidden('You do not have the permission this resource needs');
  return { tenantId, audiences: ['staff', 'both'], mayEdit: false };
}

export const audienceWhere = (reader: DocReader, column: PgColumn): SQL | undefined =>
  reader.audiences.length === 3 ? undefined : inArray(column, [...reader.audiences]);
