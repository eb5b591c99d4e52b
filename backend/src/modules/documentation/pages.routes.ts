import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { DOC_MESSAGES as M, DOC_PAGE_ENDPOINTS as E, DOC_PAGES, type DocLanguage, type Resource, type ResourcePage } from '@portal/contracts';
import { docPages } from '../../db/schema';
import { apiRoute } from '../../http/api-route';
import { noteRowChange } from '../../http/audit-trail';
import type { ApiDeps } from '../../http/deps';
import { badRequest } from '../../http/errors';
import { noteListedResource } from '../../http/listed-resources';
import { orderOf } from '../../http/resource-routes';
import { resourceWhere } from '../../http/resource-where';
import { pagedQuery } from '../../lib/paged-query';
import { QueryParameters } from '../../lib/query-parameters';
import { fill } from '../settings/tenant-settings-access';
import { audienceWhere, editAccess, readAccess, readerOf } from './doc-access';
import {
  checkedContent, languageWhere, pageColumnsFor, pageRow, placeOfNewPage, reachPage, readPage, saveVersion, versionOf, versionsOf, type DocContent,
} from './doc-store';

type PageBody = DocContent & { language?: DocLanguage; translationOf?: string | null };
/** The content a version keeps (a page's language and group are fixed when it is made). */
const contentOf = ({ section, title, body, audience }: PageBody): DocContent => ({ section, title, body, audience });

const columns = { id: docPages.id, title: docPages.title, body: docPages.body, section: docPages.section, audience: docPages.audience, updatedAt: docPages.updatedAt };
const target = (page: { id: string; tenantId: string }) => ({ type: DOC_PAGES.key, id: page.id, tenantId: page.tenantId });
/** What the audit event compares (the text itself is in the versions). */
const audited = (page: { title: string; section: string; audience: string; version: number }) =>
  ({ title: page.title, section: page.section, audience: page.audience, version: page.version });

/**
 * Documentation pages (ADR 0099): listed and searched (title and text, server-side) within the caller's tenant and
 * audiences; written by tenant staff with CRM.Documentation.Edit, every save and every restore a new version.
 */
export function documentationPageRoutes(app: FastifyInstance, deps: ApiDeps): void {
  const { db } = deps;

  noteListedResource(DOC_PAGES as unknown as Resource, readAccess);
  apiRoute(app, deps, DOC_PAGES.endpoints.list, {
    access: readAccess,
    handler: async ({ principal, query }) => {
      const reader = readerOf(principal);
      const p = QueryParameters.inline();
      // The language is not an exact match: a group without a page in it shows in its own (ADR 0148).
      const { language, ...filters } = query as Record<string, unknown>;
      const where = and(
        eq(docPages.tenantId, reader.tenantId), audienceWhere(reader, docPages.audience),
        resourceWhere(DOC_PAGES, columns, filters, p),
        language ? languageWhere(reader, language as DocLanguage) : undefined,
      );
      const page = await pagedQuery({
        db, select: db.select(pageColumnsFor(reader)).from(docPages).$dynamic(), countFrom: docPages, where,
        order: orderOf(DOC_PAGES, columns, docPages.id, query), page: { pageIndex: query.pageIndex, pageSize: query.pageSize }, count: { exact: true },
      });
      const answer: ResourcePage<ReturnType<typeof pageRow>> = {
        data: page.rows.map((r) => pageRow(r as never)), count: page.count, countIsCapped: page.countIsCapped, nextCursor: page.nextCursor,
      };
      return answer;
    },
  });

  apiRoute(app, deps, DOC_PAGES.endpoints.one, {
    access: readAccess,
    handler: async ({ principal, params }) => {
      const reader = readerOf(principal);
      return readPage(db, reader, (await reachPage(db, reader, params.id)).id);
    },
  });

  apiRoute(app, deps, DOC_PAGES.endpoints.create, {
    access: editAccess,
    handler: async ({ principal, body }) => {
      const reader = readerOf(principal);
      const asked = body as PageBody;
      const language = asked.language ?? 'en';
      const content = await checkedContent(db, reader.tenantId, contentOf(asked), language, null);
      const place = await placeOfNewPage(db, reader, content, language, asked.translationOf);
      const id = await saveVersion(db, { page: null, tenantId: reader.tenantId, content, userId: principal.user.id, place });
      noteRowChange(target({ id, tenantId: reader.tenantId }), null, audited({ ...content, version: 1 }));
      return readPage(db, reader, id);
    },
  });

  apiRoute(app, deps, DOC_PAGES.endpoints.update, {
    access: editAccess,
    handler: async ({ principal, params, body }) => {
      const reader = readerOf(principal);
      const page = await reachPage(db, reader, params.id);
      const asked = body as PageBody;
      if (asked.language && asked.language !== page.language) throw badRequest(M.languageFixed);
      const content = await checkedContent(db, reader.tenantId, contentOf(asked), page.language as DocLanguage, page.id);
      await saveVersion(db, { page, tenantId: reader.tenantId, content, userId: principal.user.id });
      noteRowChange(target(page), audited(page), audited({ ...content, version: page.version + 1 }));
      return readPage(db, reader, page.id);
    },
  });

  apiRoute(app, deps, DOC_PAGES.endpoints.remove, {
    access: editAccess,
    handler: async ({ principal, params }) => {
      const page = await reachPage(db, readerOf(principal), params.id);
      // Its versions go with it (cascade): a removed page is not restored.
      await db.delete(docPages).where(eq(docPages.id, page.id));
      noteRowChange(target(page), audited(page), null);
    },
  });

  apiRoute(app, deps, E.versions, {
    access: readAccess,
    handler: async ({ principal, params }) => versionsOf(db, (await reachPage(db, readerOf(principal), params.id)).id),
  });

  apiRoute(app, deps, E.version, {
    access: readAccess,
    handler: async ({ principal, params }) => versionOf(db, (await reachPage(db, readerOf(principal), params.id)).id, params.version),
  });

  apiRoute(app, deps, E.restore, {
    access: editAccess,
    handler: async ({ principal, params }) => {
      const reader = readerOf(principal);
      const page = await reachPage(db, reader, params.id);
      if (params.version === page.version) throw badRequest(fill(M.sameVersion, { version: page.version }));
      const old = await versionOf(db, page.id, params.version);
      // The old title may have been taken since by another page of the section: the same check as a save.
      const content = await checkedContent(db, reader.tenantId, { section: old.section, title: old.title, body: old.body, audience: old.audience }, page.language as DocLanguage, page.id);
      await saveVersion(db, { page, tenantId: reader.tenantId, content, userId: principal.user.id, restoredFrom: old.version });
      noteRowChange(target(page), audited(page), audited({ ...content, version: page.version + 1 }));
      return readPage(db, reader, page.id);
    },
  });
}
