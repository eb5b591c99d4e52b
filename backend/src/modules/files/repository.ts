import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boardingDocuments, storedFileParts, storedFiles, supportTickets } from '../../db/schema';
import { newId } from '../../lib/ids';

export type FileRow = typeof storedFiles.$inferSelect;
export type FileMeta = Omit<FileRow, 'contentBase64'>;

const metaColumns = {
  id: storedFiles.id, tenantId: storedFiles.tenantId, merchantId: storedFiles.merchantId, uploadedById: storedFiles.uploadedById,
  fileName: storedFiles.fileName, contentType: storedFiles.contentType, size: storedFiles.size, parts: storedFiles.parts, createdAt: storedFiles.createdAt,
};

export async function insertFile(db: Db, v: { tenantId: string | null; merchantId: string | null; uploadedById: string; fileName: string; contentType: string; content: Buffer }): Promise<string> {
  const id = newId();
  await db.insert(storedFiles).values({
    id, tenantId: v.tenantId, merchantId: v.merchantId, uploadedById: v.uploadedById, fileName: v.fileName,
    contentType: v.contentType, size: v.content.length, contentBase64: v.content.toString('base64'),
  });
  return id;
}

/** Bytes per stored piece of a large file: one piece in memory at a time, on writing and on reading. */
export const FILE_PART_BYTES = 1024 * 1024;

type NewFile = { tenantId: string | null; merchantId: string | null; uploadedById: string; fileName: string; contentType: string };

/**
 * Stores a file from a stream, in pieces of exactly `partBytes` (the last one shorter): the whole file is never in
 * memory. The row is written first and completed (size, parts) at the end; a failure while writing removes it and
 * its pieces, so nothing half-written can be downloaded. Answers the file's id, size and pieces.
 */
export async function insertFileStream(
  db: Db, v: NewFile, content: AsyncIterable<Buffer>, partBytes = FILE_PART_BYTES,
): Promise<{ id: string; size: number; parts: number }> {
  const id = newId();
  await db.insert(storedFiles).values({ ...v, id, size: 0, contentBase64: '', parts: 0 });
  let part = 0;
  let size = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const write = async (piece: Buffer) => {
    await db.insert(storedFileParts).values({ fileId: id, part, contentBase64: piece.toString('base64') });
    part += 1;
  };
  try {
    for await (const chunk of content) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      size += chunk.length;
      while (pendingBytes >= partBytes) {
        const joined = Buffer.concat(pending);
        await write(joined.subarray(0, partBytes));
        const rest = joined.subarray(partBytes);
        pending = rest.length ? [rest] : [];
        pendingBytes = rest.length;
      }
    }
    if (pendingBytes > 0) await write(Buffer.concat(pending));
    await db.update(storedFiles).set({ size, parts: part }).where(eq(storedFiles.id, id));
  } catch (error) {
    await db.delete(storedFiles).where(eq(storedFiles.id, id));
    throw error;
  }
  return { id, size, parts: part };
}

/** A file stored in pieces, read one piece per query (a download of any size holds one piece). */
export async function* fileParts(db: Db, id: string, parts: number): AsyncGenerator<Buffer> {
  for (let part = 0; part < parts; part++) {
    const [row] = await db.select({ c: storedFileParts.contentBase64 }).from(storedFileParts)
      .where(and(eq(storedFileParts.fileId, id), eq(storedFileParts.part, part)));
    if (!row) throw new Error(`file ${id} lacks part ${part}`);
    yield Buffer.from(row.c, 'base64');
  }
}

export async function findFileMeta(db: Db, id: string): Promise<FileMeta | undefined> {
  const [row] = await db.select(metaColumns).from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

/** The whole file in memory (attachments, documents: small); a file in pieces is better streamed (`fileParts`). */
export async function fileContent(db: Db, id: string): Promise<Buffer> {
  const [row] = await db.select({ c: storedFiles.contentBase64, parts: storedFiles.parts }).from(storedFiles).where(eq(storedFiles.id, id));
  if (row && row.parts > 0) {
    const pieces: Buffer[] = [];
    for await (const piece of fileParts(db, id, row.parts)) pieces.push(piece);
    return Buffer.concat(pieces);
  }
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
