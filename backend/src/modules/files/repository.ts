import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardingDocuments, storedFiles, supportTickets } from '../../db/schema';
import { newId } from '../../lib/ids';

export type FileRow = typeof storedFiles.$inferSelect;
export type FileMeta = Omit<FileRow, 'contentBase64'>;

const metaColumns = {
  id: storedFiles.id, tenantId: storedFiles.tenantId, merchantId: storedFiles.merchantId, uploadedById: storedFiles.uploadedById,
  fileName: storedFiles.fileName, contentType: storedFiles.contentType, size: storedFiles.size, createdAt: storedFiles.createdAt,
};

export async function insertFile(db: Db, v: { tenantId: string | null; merchantId: string | null; uploadedById: string; fileName: string; contentType: string; content: Buffer }): Promise<string> {
  const id = newId();
  await db.insert(storedFiles).values({
    id, tenantId: v.tenantId, merchantId: v.merchantId, uploadedById: v.uploadedById, fileName: v.fileName,
    contentType: v.contentType, size: v.content.length, contentBase64: v.content.toString('base64'),
  });
  return id;
}

export async function findFileMeta(db: Db, id: string): Promise<FileMeta | undefined> {
  const [row] = await db.select(metaColumns).from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export async function fileContent(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select({ c: storedFiles.contentBase64 }).from(storedFiles).where(eq(storedFiles.id, id));
  return Buffer.from(row?.c ?? '', 'base64');
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** True when a customer ticket of this merchant references the file (the tenant attached it there). */
export async function referencedByMerchantTicket(db: Db, fileId: string, merchantId: string): Promise<boolean> {
  const [row] = await db.select({ id: supportTickets.id }).from(supportTickets).where(and(
    eq(supportTickets.customerId, merchantId),
    eq(supportTickets.channelType, 'CustomerToTenantTicketChannel'),
    sql`${supportTickets.references} @> ${JSON.stringify([{ key: 'File', value: fileId }])}::jsonb`,
  )).limit(1);
  return !!row;
}

/** True when a merchant's boarding document is this file (ADR 0098): it stays, as the review's record. */
export async function referencedByBoardingDocument(db: Db, fileId: string): Promise<boolean> {
  const [row] = await db.select({ id: boardingDocuments.id }).from(boardingDocuments).where(eq(boardingDocuments.fileId, fileId)).limit(1);
  return !!row;
}
