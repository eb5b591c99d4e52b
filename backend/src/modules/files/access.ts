import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { isUuid } from '../../lib/ids';
import type { Principal } from '../users/repository';
import { findFileMeta, referencedByMerchantTicket, type FileMeta } from './repository';

export const FILE_NOT_FOUND = 'File not found';

/**
 * Files a caller may read: platform staff any; tenant staff their tenant's; a merchant its own uploads
 * and files attached to its own tickets. Everything else answers 404, like a missing file.
 */
export async function readableFile(db: Db, principal: Principal, fileId: string, tenantId?: string): Promise<FileMeta> {
  const file = isUuid(fileId) ? await findFileMeta(db, fileId) : undefined;
  if (!file) throw notFound(FILE_NOT_FOUND);
  if (tenantId !== undefined && file.tenantId !== tenantId) throw notFound(FILE_NOT_FOUND);
  const { user } = principal;
  if (user.userType === 'platform') return file;
  if (file.tenantId !== user.tenantId) throw notFound(FILE_NOT_FOUND);
  if (user.userType === 'crm') return file;
  if (user.merchantId && (file.merchantId === user.merchantId || await referencedByMerchantTicket(db, file.id, user.merchantId))) return file;
  throw notFound(FILE_NOT_FOUND);
}

/** Files a caller may delete: the uploader's own scope (a merchant its merchant's, tenant staff their tenant's). */
export async function deletableFile(db: Db, principal: Principal, fileId: string, tenantId?: string): Promise<FileMeta> {
  const file = await readableFile(db, principal, fileId, tenantId);
  if (principal.user.userType === 'merchant' && file.merchantId !== principal.user.merchantId) throw notFound(FILE_NOT_FOUND);
  return file;
}
