import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { DOC_MESSAGES as M, type DocAudience, type DocLanguage, type DocSection } from '@portal/contracts';
import type { Db } from '../../db/client';
import { docPages, docPageVersions } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { isUuid, newId } from '../../lib/ids';
import { fill } from '../settings/tenant-settings-access';
import { type DocReader } from './doc-access';
import { LANGUAGE_NAMES } from '../../lib/language-names';

export type DocPageDbRow = typeof docPages.$inferSelect;
export interface DocContent { section: DocSection; title: string; body: string; audience: DocAudience }

const userName = (column: string) => sql<string | null>`(select u.first_name || ' ' || u.last_name from users u where u.id = ${sql.raw(column)})`;

/** The group of translations a page belongs to: its first page's id (ADR 0148). */
export const groupOf = (table: string) => sql.raw(`coalesce("${table}"."translation_of", "${table}"."id")`);
const audienceList = (reader: DocReader) => sql.join(reader.audiences.map((a) => sql`${a}`), sql`, `);

interface Translation { id: string; language: DocLanguage; title: string }

/** The page's columns as rows show them: the last writer's name, and the group's other pages the reader may open. */
export const pageColumnsFor = (reader: DocReader) => ({
  id: docPages.id, tenantId: docPages.tenantId, section: docPages.section, title: docPages.title, body: docPages.body, audience: docPages.audience,
  language: docPages.language, translationOf: docPages.translationOf,
  version: docPages.version, createdAt: docPages.createdAt, updatedAt: docPages.updatedAt,
  updatedByName: userName('"doc_pages"."updated_by"'),
  translations: sql<Translation[] | string>`(select coalesce(json_agg(json_build_object('id', o.id, 'language', o.language, 'title', o.title) order by o.language), '[]')
    from doc_pages o where coalesce(o.translation_of, o.id) = ${groupOf('doc_pages')} and o.id <> "doc_pages"."id" and o.audience in (${audienceList(reader)}))`,
});
type PageListRow = DocPageDbRow & { updatedByName: string | null; translations: Translation[] | string };

export const pageRow = (r: PageListRow) => ({
  id: r.id, tenantId: r.tenantId, section: r.section as DocSection, title: r.title, body: r.body, audience: r.audience as DocAudience,
  language: r.language as DocLanguage, translationOf: r.translationOf ?? null,
  // PostgreSQL's driver parses json, PGlite's may hand it over as text.
  translations: (typeof r.translations === 'string' ? JSON.parse(r.translations) : r.translations) as Translation[],
  version: r.version, updatedByName: r.updatedByName ?? null, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString(),
});

/**
 * The list's language (ADR 0148): each group's page in it, and a group's pages in its own language when it has none in
 * this one that the reader may open.
 */
export const languageWhere = (reader: DocReader, language: DocLanguage) => sql`(${docPages.language} = ${language} or not exists (
  select 1 from doc_pages o where coalesce(o.translation_of, o.id) = ${groupOf('doc_pages')} and o.language = ${language} and o.audience in (${audienceList(reader)})))`;

/** A page the reader reaches: their tenant's, for an audience they read; 404 otherwise (another tenant's id is unknown). */
export async function reachPage(db: Db, reader: DocReader, id: string): Promise<DocPageDbRow> {
  const [row] = isUuid(id) ? await db.select().from(docPages).where(and(eq(docPages.id, id), eq(docPages.tenantId, reader.tenantId))) : [];
  if (!row || !reader.audiences.includes(row.audience as DocAudience)) throw notFound('Page: not found');
  return row;
}

export async function readPage(db: Db, reader: DocReader, id: string) {
  const [row] = await db.select(pageColumnsFor(reader)).from(docPages).where(eq(docPages.id, id));
  return pageRow(row as PageListRow);
}

/** A title and text checked as the form does, and a title free in its section and language. */
export async function checkedContent(db: Db, tenantId: string, content: DocContent, language: DocLanguage, pageId: string | null): Promise<DocContent> {
  const title = content.title.trim();
  if (!title) throw badRequest(M.titleRequired);
  if (!content.body.trim()) throw badRequest(M.bodyRequired);
  const [taken] = await db.select({ id: docPages.id }).from(docPages).where(and(
    eq(docPages.tenantId, tenantId), eq(docPages.section, content.section), eq(docPages.language, language), sql`lower(${docPages.title}) = lower(${title})`,
    pageId ? ne(docPages.id, pageId) : undefined,
  ));
  if (taken) throw badRequest(fill(M.titleTaken, { title }));
  return { ...content, title };
}

/**
 * Where a new page goes (ADR 0148): its language, and the group it translates. The page it translates is one the writer
 * reaches, of the same section; its group has no page in this language yet.
 */
export async function placeOfNewPage(db: Db, reader: DocReader, content: DocContent, language: DocLanguage, translationOf: string | null | undefined): Promise<{ language: DocLanguage; translationOf: string | null }> {
  if (!translationOf) return { language, translationOf: null };
  const original = await reachPage(db, reader, translationOf).catch(() => { throw badRequest(M.unknownOriginal); });
  if (original.section !== content.section) throw badRequest(M.otherSection);
  const group = original.translationOf ?? original.id;
  const [present] = await db.select({ id: docPages.id }).from(docPages)
    .where(and(sql`${groupOf('doc_pages')} = ${group}`, eq(docPages.language, language)));
  if (present) throw badRequest(fill(M.translationExists, { language: LANGUAGE_NAMES[language] }));
  return { language, translationOf: group };
}

/** Writes the page's new content as its next version (in the call's transaction: both or neither). */
export async function saveVersion(db: Db, input: {
  page: DocPageDbRow | null; tenantId: string; content: DocContent; userId: string | null; restoredFrom?: number;
  /** A new page's language and group. */
  place?: { language: DocLanguage; translationOf: string | null };
}): Promise<string> {
  const { page, content } = input;
  const id = page?.id ?? newId();
  const version = page ? page.version + 1 : 1;
  const now = new Date();
  if (page) {
    await db.update(docPages).set({ ...content, version, updatedBy: input.userId, updatedAt: now }).where(eq(docPages.id, id));
  } else {
    await db.insert(docPages).values({ id, tenantId: input.tenantId, ...content, ...input.place, version, updatedBy: input.userId, createdAt: now, updatedAt: now });
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
