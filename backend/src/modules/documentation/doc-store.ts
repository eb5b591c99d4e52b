import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { DOC_MESSAGES as M, type DocAudience, type DocSection } from '@portal/contracts';
import type { Db } from '../../db/client';
import { docPages, docPageVersions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid, newId } from '../../lib/ids';
import { fill } from '../settings/tenant-settings-access';
import { type DocReader } from './doc-access';

export type DocPageDbRow = typeof docPages.$inferSelect;
export interface DocContent { section: DocSection; title: string; body: string; audience: DocAudience }

const userName = (column: string) => sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.raw(column)})`;

/** The page's columns as rows show them (the last writer's name). */
export const pageColumns = {
  id: docPages.id, tenantId: docPages.tenantId, section: docPages.section, title: docPages.title, body: docPages.body, audience: docPages.audience,
  version: docPages.version, createdAt: docPages.createdAt, updatedAt: docPages.updatedAt,
  updatedByName: userName('"doc_pages"."updated_by"'),
};
type PageListRow = { [K in keyof typeof pageColumns]: unknown } & DocPageDbRow & { updatedByName: string | null };

export const pageRow = (r: PageListRow) => ({
  id: r.id, tenantId: r.tenantId, section: r.section as DocSection, title: r.title, body: r.body, audience: r.audience as DocAudience,
  version: r.version, updatedByName: r.updatedByName ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/** A page the reader reaches: their tenant's, for an audience they read; 404 otherwise (another tenant's id is unknown). */
export async function reachPage(db: Db, reader: DocReader, id: string): Promise<DocPageDbRow> {
  const [row] = isUuid(id) ? await db.select().from(docPages).where(and(eq(docPages.id, id), eq(docPages.tenantId, reader.tenantId))) : [];
  if (!row || !reader.audiences.includes(row.audience as DocAudience)) throw notFound('Page: not found');
  return row;
}

export async function readPage(db: Db, id: string) {
  const [row] = await db.select(pageColumns).from(docPages).where(eq(docPages.id, id));
  return pageRow(row as PageListRow);
}

/** A title and text checked as the form does, and a title free in its section. */
export async function checkedContent(db: Db, tenantId: string, content: DocContent, pageId: string | null): Promise<DocContent> {
  const title = content.title.trim();
  if (!title) throw badRequest(M.titleRequired);
  if (!content.body.trim()) throw badRequest(M.bodyRequired);
  const [taken] = await db.select({ id: docPages.id }).from(docPages).where(and(
    eq(docPages.tenantId, tenantId), eq(docPages.section, content.section), sql`lower(${docPages.title}) = lower(${title})`,
    pageId ? ne(docPages.id, pageId) : undefined,
  ));
  if (taken) throw badRequest(fill(M.titleTaken, { title }));
  return { ...content, title };
}

/** Writes the page's new content as its next version (in the call's transaction: both or neither). */
export async function saveVersion(db: Db, input: { page: DocPageDbRow | null; tenantId: string; content: DocContent; userId: string | null; restoredFrom?: number }): Promise<string> {
  const { page, content } = input;
  const id = page?.id ?? newId();
  const version = page ? page.version + 1 : 1;
  const now = new Date();
  if (page) {
    await db.update(docPages).set({ ...content, version, updatedBy: input.userId, updatedAt: now }).where(eq(docPages.id, id));
  } else {
    await db.insert(docPages).values({ id, tenantId: input.tenantId, ...content, version, updatedBy: input.userId, createdAt: now, updatedAt: now });
  }
  await db.insert(docPageVersions).values({
    id: newId(), pageId: id, tenantId: input.tenantId, version, ...content, restoredFrom: input.restoredFrom ?? null, createdBy: input.userId, createdAt: now,
  });
  return id;
}

const versionColumns = {
  version: docPageVersions.version, section: docPageVersions.section, title: docPageVersions.title, audience: docPageVersions.audience,
  createdAt: docPageVersions.createdAt, restoredFrom: docPageVersions.restoredFrom, createdByName: userName('"doc_page_versions"."created_by"'),
};
type VersionDbRow = { version: number; section: string; title: string; audience: string; createdAt: Date; restoredFrom: number | null; createdByName: string | null };
const versionSummary = (r: VersionDbRow) => ({
  version: r.version, section: r.section as DocSection, title: r.title, audience: r.audience as DocAudience,
  createdAt: r.createdAt.toISOString(), createdByName: r.createdByName ?? null, restoredFrom: r.restoredFrom,
});

export async function versionsOf(db: Db, pageId: string) {
  const rows = await db.select(versionColumns).from(docPageVersions).where(eq(docPageVersions.pageId, pageId)).orderBy(desc(docPageVersions.version));
  return (rows as VersionDbRow[]).map(versionSummary);
}

export async function versionOf(db: Db, pageId: string, version: number) {
  const [row] = await db.select({ ...versionColumns, body: docPageVersions.body }).from(docPageVersions)
    .where(and(eq(docPageVersions.pageId, pageId), eq(docPageVersions.version, version)));
  if (!row) throw notFound(fill(M.unknownVersion, { version }));
  return { ...versionSummary(row as VersionDbRow), body: row.body };
}
