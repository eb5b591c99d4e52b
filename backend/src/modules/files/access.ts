import type { Db } from '../../db/client';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { inScope, inScopeTenant, scopeOf } from '../../http/scope';
import { PERMISSIONS } from '@portal/contracts';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { findFileMeta, referencedByBoardingDocument, referencedByMerchantTicket, type FileMeta } from './repository';

export const FILE_NOT_FOUND = 'File not found';

/** Files are attachments of support tickets: the permission that lets each kind of user see tickets. */
const SUPPORT_PERMISSION = {
  merchant: PERMISSIONS.merchantSupportLookup,
  crm: PERMISSIONS.crmSupportLookup,
  platform: PERMISSIONS.platformSupportLookup,
} as const;

/**
 * Only users who may see support tickets may upload, read or delete attachments (issue 15 item 2: a
 * dashboard-only tenant user could read and delete every attachment of its tenant).
 */
export function mayUseAttachments(principal: Principal): void {
  if (!principal.permissions.has(SUPPORT_PERMISSION[principal.user.userType])) {
    throw forbidden('Attachments belong to support tickets, which your role cannot use');
  }
}

/**
 * Files a caller may read (after `mayUseAttachments`): platform staff any; tenant staff their tenant's; a merchant its own uploads
 * and files attached to its own tickets. Everything else answers 404, like a missing file.
 */
export async function readableFile(db: Db, principal: Principal, fileId: string, tenantId?: string): Promise<FileMeta> {
  mayUseAttachments(principal);
  const file = isUuid(fileId) ? await findFileMeta(db, fileId) : undefined;
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (tenantId !== undefined && file.tenantId !== tenantId) throw notFound(FILE_NOT_FOUND);
  // Whose files: the one scope resolver (ADR 0015); a merchant also reads what is attached to its own tickets.
  const scope = scopeOf(principal);
  if (!inScopeTenant(scope, file.tenantId)) throw notFound(FILE_NOT_FOUND);
  if (scope.kind !== 'merchant' || inScope(scope, file)) return file;
  if (await referencedByMerchantTicket(db, file.id, scope.merchantId)) return file;
  throw notFound(FILE_NOT_FOUND);
}

/**
 * Files a caller may delete: its own uploads, and as the tickets' editors, the support staff of the file's
 * tenant (tenant staff) or of every tenant (platform). A merchant user deletes only what it uploaded.
 */
export async function deletableFile(db: Db, principal: Principal, fileId: string, tenantId?: string): Promise<FileMeta> {
  const file = await readableFile(db, principal, fileId, tenantId);
  if (await referencedByBoardingDocument(db, file.id)) throw new ApiError(409, 'This file is a boarding document: upload a new one on the documents page instead');
  if (file.uploadedById === principal.user.id || principal.user.userType !== 'merchant') return file;
  throw forbidden('Only the person who uploaded this file or the support staff may delete it');
}
